// /finance/payment (menu component finance/PaymentList): 回款. 登记回款 opens the payment dialog; every change moves
// the invoices, the settlements and the workbench's receivables.
import { ResourceList } from '@/widgets/resource';
import { PaymentFormDialog } from '../components/payment-form';
import { useFinanceChanged } from '../hooks/use-finance-changed';
import { paymentResource } from '../model/payment-resource';

export function PaymentListPage() {
  const changed = useFinanceChanged();
  return <ResourceList resource={paymentResource} form={PaymentFormDialog} afterChange={changed} />;
}
