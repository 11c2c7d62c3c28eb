import { bus as busFromIndex } from '../../index';
import { bus, createEventBus } from '../event-bus';

interface TestEvents {
  ping: { n: number };
  other: { s: string };
}

describe('createEventBus', () => {
  it('delivers the payload to every handler of that event only', () => {
    const b = createEventBus<TestEvents>();
    const a = jest.fn();
    const c = jest.fn();
    const other = jest.fn();
    b.on('ping', a);
    b.on('ping', c);
    b.on('other', other);
    expect(b.emit('ping', { n: 1 })).toBe(2);
    expect(a).toHaveBeenCalledWith({ n: 1 });
    expect(c).toHaveBeenCalledWith({ n: 1 });
    expect(other).not.toHaveBeenCalled();
  });

  it('stops calling a handler after its unsubscribe', () => {
    const b = createEventBus<TestEvents>();
    const h = jest.fn();
    const off = b.on('ping', h);
    off();
    expect(b.emit('ping', { n: 1 })).toBe(0);
    expect(h).not.toHaveBeenCalled();
    expect(b.listenerCount('ping')).toBe(0);
  });

  it('calls a once handler a single time', () => {
    const b = createEventBus<TestEvents>();
    const h = jest.fn();
    b.once('ping', h);
    b.emit('ping', { n: 1 });
    b.emit('ping', { n: 2 });
    expect(h).toHaveBeenCalledTimes(1);
    expect(h).toHaveBeenCalledWith({ n: 1 });
  });

  it('lets the other handlers run when one throws', () => {
    const b = createEventBus<TestEvents>();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const after = jest.fn();
    b.on('ping', () => {
      throw new Error('boom');
    });
    b.on('ping', after);
    b.emit('ping', { n: 1 });
    expect(after).toHaveBeenCalled();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('survives a handler unsubscribing another during emit', () => {
    const b = createEventBus<TestEvents>();
    const second = jest.fn();
    let offSecond = () => {};
    b.on('ping', () => offSecond());
    offSecond = b.on('ping', second);
    b.emit('ping', { n: 1 }); // still delivered this round (snapshot)
    b.emit('ping', { n: 2 });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('keeps two subscriptions of the same function apart', () => {
    const b = createEventBus<TestEvents>();
    const h = jest.fn();
    const off1 = b.on('ping', h);
    b.on('ping', h);
    off1();
    b.emit('ping', { n: 1 });
    expect(h).toHaveBeenCalledTimes(1);
  });
});

describe('platform bus', () => {
  it('is one module singleton, whether imported from the index or by path', () => {
    expect(busFromIndex).toBe(bus);
    const h = jest.fn();
    const off = busFromIndex.on('remote:state', h);
    bus.emit('remote:state', { key: 'x', value: 42 });
    expect(h).toHaveBeenCalledWith({ key: 'x', value: 42 });
    off();
  });
});
