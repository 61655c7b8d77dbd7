import { Flex } from 'antd';
import { useState } from 'react';
import { CategorySelect, DictSearchSelect, DictSelect, DictTreeSelect } from '@/widgets/dict-select';
import { GallerySample } from '../components/gallery-sample';

/** A stored category id (the mock's 上衣), to show the echo of a stored value. */
const STORED_CATEGORY = '076df0bfbf016025708e3ae6207733dd';
/** A stored department id (the mock's 市场部). */
const STORED_DEPART = '84b26ce0383e275beb9290f46308c6ad';

/** The dictionary widgets: select, radios, checkboxes, table dictionaries, search-select, dictionary and category trees. */
export default function DictSelectGallery() {
  const [select, setSelect] = useState<string>();
  const [radio, setRadio] = useState<string | undefined>('M');
  const [checkbox, setCheckbox] = useState<string | undefined>('1,3');
  const [table, setTable] = useState<string>();
  const [search, setSearch] = useState<string | undefined>('admin');
  const [failing, setFailing] = useState<string>();
  const [tree, setTree] = useState<string | undefined>(STORED_DEPART);
  const [category, setCategory] = useState<string | undefined>(STORED_CATEGORY);
  const [badCategory, setBadCategory] = useState<string>();
  const [badCondition, setBadCondition] = useState<string>();

  return (
    <Flex vertical gap={16}>
      <GallerySample title="下拉选择" value={select}>
        <DictSelect dictCode="sex" value={select} onChange={setSelect} aria-label="性别" />
      </GallerySample>
      <GallerySample title="单选按钮" value={radio}>
        <DictSelect dictCode="priority" type="radioButton" value={radio} onChange={setRadio} aria-label="优先级" />
      </GallerySample>
      <GallerySample title="多选框" value={checkbox}>
        <DictSelect dictCode="business_type" type="checkbox" value={checkbox} onChange={setCheckbox} aria-label="业务类型" />
      </GallerySample>
      <GallerySample title="表字典下拉" value={table}>
        <DictSelect dictCode="sys_position,name,code" value={table} onChange={setTable} aria-label="职务" />
      </GallerySample>
      <GallerySample title="异步搜索" value={search}>
        <DictSearchSelect dict="sys_user,realname,username" async value={search} onChange={setSearch} aria-label="用户" />
      </GallerySample>
      <GallerySample title="搜索失败" value={failing}>
        <DictSearchSelect dict="sys_nosuch,name,code" async value={failing} onChange={setFailing} aria-label="不存在的表" />
      </GallerySample>
      <GallerySample title="字典树" value={tree}>
        <DictTreeSelect dict="sys_depart,depart_name,id" pidField="parent_id" pidValue="" value={tree} onChange={setTree} multiple aria-label="部门树" />
      </GallerySample>
      <GallerySample title="分类字典树" value={category}>
        <CategorySelect pcode="B02" value={category} onChange={setCategory} multiple aria-label="物料分类" />
      </GallerySample>
      <GallerySample title="分类加载失败" value={badCategory}>
        <CategorySelect pcode="NOPE" value={badCategory} onChange={setBadCategory} aria-label="不存在的分类" />
      </GallerySample>
      <GallerySample title="条件有误" value={badCondition}>
        <DictTreeSelect dict="sys_category,name,id" pidField="pid" pidValue="0" condition="name=上衣" value={badCondition} onChange={setBadCondition} aria-label="条件有误的树" />
      </GallerySample>
    </Flex>
  );
}
