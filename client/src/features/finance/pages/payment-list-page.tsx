// /finance/payment (menu component finance/PaymentList): 回款. 登记回款 opens the payment dialog; every change moves
// the invoices, the settlements and the workbench's receivables.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ResourceList } from '@/widgets/resource';
import { PaymentFormDialog } from '../components/payment-form';
import { paymentResource } from '../model/payment-resource';

export function PaymentListPage() {
  const queryClient = useQueryClient();
  const afterChange = useCallback(
    () => Promise.all(['finance', 'invoice', 'settlement'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
    [queryClient],
  );
  return <ResourceList resource={paymentResource} form={PaymentFormDialog} afterChange={afterChange} />;
}
