// The app-wide search condition store is made on its first use, not when the package is
// loaded (making it reads the stored search and names Seoul in the page's language).
it('reads nothing while the package loads, and the stored search on its first use', async () => {
  const read = jest.spyOn(Storage.prototype, 'getItem');
  const { searchConditionStore } = await import('../search-condition');
  const { STORAGE_KEYS } = await import('../../constants/storage-keys');
  expect(read).not.toHaveBeenCalled();
  localStorage.setItem(STORAGE_KEYS.searchCondition, JSON.stringify({ cityCode: 'OSA', nationCode: 'JP', searchText: 'Osaka' }));
  expect(searchConditionStore.getState()).toMatchObject({ cityCode: 'OSA', searchText: 'Osaka' });
  expect(read).toHaveBeenCalledWith(STORAGE_KEYS.searchCondition);
  // One store: what is set is what every reader gets.
  searchConditionStore.getState().setSearchText('Kyoto');
  const heard = jest.fn();
  searchConditionStore.subscribe(heard);
  searchConditionStore.getState().setSearchText('Nara');
  expect(heard).toHaveBeenCalledTimes(1);
  expect(searchConditionStore.getState().searchText).toBe('Nara');
  read.mockRestore();
});
