// The five recycle bins (/pur/<x>/recycleBin, menu components pur/<X>RecycleList): deleted rows, 取回 and 彻底删除,
// one row or the selection, each confirmed; 返回 leads back to the list.
import { ResourceList } from '@/widgets/resource';
import { BackToListButton } from '../components/recycle-bin-button';
import { contractRecycleResource, enquiryRecycleResource, orderRecycleResource, planRecycleResource, supplierRecycleResource } from '../model/recycle-resources';

export const SupplierRecyclePage = () => <ResourceList resource={supplierRecycleResource} toolbar={<BackToListButton path="/pur/supplier" title="供应商" />} />;
export const PlanRecyclePage = () => <ResourceList resource={planRecycleResource} toolbar={<BackToListButton path="/pur/plan" title="采购计划" />} />;
export const EnquiryRecyclePage = () => <ResourceList resource={enquiryRecycleResource} toolbar={<BackToListButton path="/pur/enquiry" title="询价" />} />;
export const OrderRecyclePage = () => <ResourceList resource={orderRecycleResource} toolbar={<BackToListButton path="/pur/order" title="采购订单" />} />;
export const ContractRecyclePage = () => <ResourceList resource={contractRecycleResource} toolbar={<BackToListButton path="/pur/contract" title="采购合同" />} />;
