export { AreaSelect, type AreaSelectProps, type AreaSelectType } from './components/area-select';
export { areaOptions, areaPath, areaText, childrenOf, levelOf, type AreaOption } from './model/area-tree';
