export { DetailList, type DetailItem, type DetailListProps } from './detail-list';
export { detailColumns } from './detail-columns';
