import { describe, expect, it } from 'vitest';
import { columnsOf } from '@/widgets/resource';
import { contractResource } from './contract-resource';
import { enquiryResource } from './enquiry-resource';
import { orderResource } from './order-resource';

/** The addresses a resource's link columns give a row, by column title. */
function hrefs(resource: { fields: readonly { label: string; column?: false | { href?: (row: never) => string } }[] }, row: object) {
  return Object.fromEntries(resource.fields.flatMap((f) => (f.column && f.column.href ? [[f.label, f.column.href(row as never)]] : [])));
}

describe('origin links (contract → order → enquiry → plan)', () => {
  const contract = { orderNo: 'CGDD202611001', enquiryNo: 'XJ202611001', planNo: 'CGJH202611001', supplierName: '北京晨光文具有限公司' };

  it('A-GEN-06 a contract links its order, enquiry, plan and supplier, each list filtered to it', () => {
    expect(hrefs(contractResource, contract)).toEqual({
      来源订单: '/pur/order?orderNo=CGDD202611001',
      来源询价: '/pur/enquiry?enquiryNo=XJ202611001',
      来源计划: '/pur/plan?planNo=CGJH202611001',
      供应商: `/pur/supplier?name=${encodeURIComponent('北京晨光文具有限公司')}`,
    });
  });

  it('A-GEN-06 an order links its enquiry and plan; an enquiry its plan', () => {
    expect(hrefs(orderResource, contract)).toMatchObject({ 来源询价: '/pur/enquiry?enquiryNo=XJ202611001', 来源计划: '/pur/plan?planNo=CGJH202611001' });
    expect(hrefs(enquiryResource, contract)).toEqual({ 来源计划: '/pur/plan?planNo=CGJH202611001' });
    // Forward too: an order links the contract signed for it.
    expect(hrefs(orderResource, { ...contract, contractNo: 'CGHT202611001' })).toMatchObject({ 已签合同: '/pur/contract?contractNo=CGHT202611001' });
  });

  it('the origin lists search the number the link carries, so the link lands on one row', () => {
    const searched = (resource: { fields: readonly { name: string; search?: string }[] }, name: string) => resource.fields.find((f) => f.name === name)?.search;
    expect(searched(orderResource, 'orderNo')).toBe('like');
    expect(searched(enquiryResource, 'enquiryNo')).toBe('like');
    expect(columnsOf(contractResource).map((c) => c.title)).toEqual(expect.arrayContaining(['来源订单', '来源询价', '来源计划']));
  });
});
