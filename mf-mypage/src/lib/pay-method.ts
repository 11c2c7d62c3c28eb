// SPEC §9 payment method labels (namespace 'common' of @stay/shared).
import { paymentMethodLabelKey, useStayTranslation } from '@stay/shared';

export function usePayMethodLabel(): (method: string | null) => string {
  const { t } = useStayTranslation('common');
  return (method) => {
    if (!method) return '';
    const key = paymentMethodLabelKey(method);
    return key ? t(key) : method;
  };
}
