import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Form, Grid, Input, Radio, Space, Switch, TreeSelect } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { Fragment, useEffect } from 'react';
import { IconField } from '@/widgets/icon-chooser';
import { menuQueries, type MenuNode } from '../api/menu-queries';
import type { MenuForm } from '../api/menu-mutations';
import { isPermsTaken } from '../api/perms-check';
import { MENU_TYPE, MENU_TYPE_TEXT, parentOptions, type MenuType } from '../model/menu-tree';

/** What the drawer opens for: a new top-level entry, a new entry below a parent, or an existing entry. */
export type MenuEditing = { kind: 'add' } | { kind: 'add-child'; parent: MenuNode } | { kind: 'edit'; node: MenuNode };

interface MenuFormDrawerProps {
  editing: MenuEditing | null;
  saving: boolean;
  onClose: () => void;
  onSubmit: (form: MenuForm) => void;
}

// 排序 is typed as text so that a non-number is refused by name (an InputNumber drops it silently and saved 1).
type FormValues = Omit<MenuForm, 'id' | 'sortNo'> & { sortNo?: number | string | null };

const SORT_LIMIT = 100000;
const SORT_RULES = [
  { pattern: /^\s*-?\d+(\.\d+)?\s*$/, message: '排序必须是数字' },
  {
    validator: (_: unknown, value: unknown) =>
      Math.abs(Number(value ?? 0)) <= SORT_LIMIT || Number.isNaN(Number(value)) ? Promise.resolve() : Promise.reject(new Error(`排序须在-${SORT_LIMIT}到${SORT_LIMIT}之间`)),
  },
];

/** The number typed in 排序; empty → 1, as a new menu starts. */
const sortNoOf = (value: FormValues['sortNo']): number => (value === null || value === undefined || String(value).trim() === '' ? 1 : Number(value));

const DRAWER_WIDTH = 700;

function initialValues(editing: MenuEditing): FormValues {
  if (editing.kind === 'edit') {
    const { node } = editing;
    return {
      menuType: node.menuType,
      name: node.name,
      parentId: node.parentId ?? null,
      url: node.url ?? '',
      component: node.component ?? '',
      componentName: node.componentName ?? '',
      redirect: node.redirect ?? '',
      perms: node.perms ?? '',
      permsType: node.permsType ?? '1',
      status: node.status ?? '1',
      icon: node.icon ?? '',
      sortNo: node.sortNo,
      route: node.route,
      hidden: node.hidden ?? false,
      keepAlive: node.keepAlive ?? false,
      alwaysShow: node.alwaysShow ?? false,
      internalOrExternal: node.internalOrExternal ?? false,
    };
  }
  const base = { name: '', permsType: '1', status: '1', sortNo: 1, route: true, hidden: false, keepAlive: false, alwaysShow: false, internalOrExternal: false } as const;
  if (editing.kind === 'add-child') return { ...base, menuType: MENU_TYPE.subMenu, parentId: editing.parent.id };
  return { ...base, menuType: MENU_TYPE.menu, parentId: null };
}

/**
 * The form instance outlives each opening and, when the Form mounts again, keeps the last opening's values over the
 * new initial values. Reset from inside the Form: the drawer may mount its body a render after `editing` changes,
 * so an effect in the drawer itself can run before the new initial values exist.
 */
function ResetWhenShown({ form }: { form: FormInstance<FormValues> }) {
  useEffect(() => {
    form.resetFields();
  }, [form]);
  return null;
}

const required = (message: string): FormRule => ({ required: true, whitespace: true, message });

/** Add or edit a menu, sub-menu or button (the Vue2 PermissionModal): the fields follow the chosen type. */
export function MenuFormDrawer({ editing, saving, onClose, onSubmit }: MenuFormDrawerProps) {
  const [form] = Form.useForm<FormValues>();
  const menuType = (Form.useWatch('menuType', form) ?? MENU_TYPE.menu) as MenuType;
  const isPhone = !Grid.useBreakpoint().sm;
  const { data: tree = [] } = useQuery({ ...menuQueries.tree(), enabled: editing !== null });
  const editedId = editing?.kind === 'edit' ? editing.node.id : undefined;

  const isButton = menuType === MENU_TYPE.button;
  const permsRule: FormRule = {
    validator: async (_rule, value: string | null | undefined) => {
      if (!value?.trim()) return;
      if (await isPermsTaken(value.trim(), editedId)) throw new Error('授权标识已存在!');
    },
  };

  const submit = (values: FormValues) => {
    const common = { menuType: values.menuType, name: values.name.trim(), ...(editedId ? { id: editedId } : {}) };
    if (values.menuType === MENU_TYPE.button) {
      onSubmit({ ...common, parentId: values.parentId, perms: values.perms?.trim() || null, permsType: values.permsType, status: values.status, sortNo: sortNoOf(values.sortNo) });
      return;
    }
    onSubmit({
      ...common,
      parentId: values.menuType === MENU_TYPE.menu ? null : values.parentId,
      url: values.url?.trim() || null,
      component: values.component?.trim() || null,
      componentName: values.componentName?.trim() || null,
      redirect: values.menuType === MENU_TYPE.menu ? values.redirect?.trim() || null : null,
      icon: values.icon?.trim() || null,
      sortNo: sortNoOf(values.sortNo),
      route: values.route,
      hidden: values.hidden,
      keepAlive: values.keepAlive,
      alwaysShow: values.alwaysShow,
      internalOrExternal: values.internalOrExternal,
    });
  };

  const title = editing?.kind === 'edit' ? '编辑' : '新增';
  return (
    <Drawer
      title={title}
      open={editing !== null}
      onClose={onClose}
      size={isPhone ? '100%' : DRAWER_WIDTH}
      destroyOnHidden
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            确定
          </Button>
        </Space>
      }
    >
      {editing && (
        <Form form={form} name="menu-form" preserve={false} labelCol={{ flex: '110px' }} labelWrap initialValues={initialValues(editing)} onFinish={submit} data-testid="menu-form">
        <ResetWhenShown form={form} />
        <Form.Item label="菜单类型" name="menuType">
          <Radio.Group
            options={([0, 1, 2] as const).map((value) => ({ value, label: MENU_TYPE_TEXT[value] }))}
            onChange={() => form.setFields([{ name: 'parentId', errors: [] }])}
          />
        </Form.Item>
        <Form.Item label={isButton ? '按钮/权限' : '菜单名称'} name="name" rules={[required('请输入菜单标题!')]}>
          <Input placeholder="请输入菜单名称" maxLength={100} />
        </Form.Item>
        {menuType !== MENU_TYPE.menu && (
          <Form.Item label="上级菜单" name="parentId" rules={[{ required: true, message: '请选择上级菜单!' }]}>
            <TreeSelect treeData={parentOptions(tree, editedId)} placeholder="请选择父级菜单" showSearch treeNodeFilterProp="title" allowClear treeDefaultExpandAll={false} />
          </Form.Item>
        )}
        {isButton ? (
          <Fragment key="button-fields">
            <Form.Item label="授权标识" name="perms" validateDebounce={300} rules={[permsRule]}>
              <Input placeholder="多个用逗号分隔, 如: user:list,user:create" maxLength={1000} />
            </Form.Item>
            <Form.Item label="授权策略" name="permsType" rules={[{ required: true, message: '请输入授权策略!' }]}>
              <Radio.Group
                options={[
                  { value: '1', label: '可见/可访问(授权后可见/可访问)' },
                  { value: '2', label: '可编辑(未授权时禁用)' },
                ]}
              />
            </Form.Item>
            <Form.Item label="状态" name="status">
              <Radio.Group options={[{ value: '1', label: '有效' }, { value: '0', label: '无效' }]} />
            </Form.Item>
          </Fragment>
        ) : (
          <Fragment key="menu-fields">
            <Form.Item label="菜单路径" name="url" rules={[required('请输入菜单路径!')]}>
              <Input placeholder="请输入菜单路径" maxLength={255} />
            </Form.Item>
            <Form.Item label="前端组件" name="component" rules={menuType === MENU_TYPE.subMenu ? [required('请输入前端组件!')] : []}>
              <Input placeholder="请输入前端组件" maxLength={255} />
            </Form.Item>
            <Form.Item label="组件名称" name="componentName">
              <Input placeholder="请输入组件名称" maxLength={100} />
            </Form.Item>
            {menuType === MENU_TYPE.menu && (
              <Form.Item label="默认跳转地址" name="redirect">
                <Input placeholder="请输入路由参数 redirect" maxLength={255} />
              </Form.Item>
            )}
            <Form.Item label="菜单图标" name="icon">
              <IconField />
            </Form.Item>
          </Fragment>
        )}
        <Form.Item label="排序" name="sortNo" rules={SORT_RULES}>
          <Input placeholder="请输入菜单排序" style={{ width: 200 }} inputMode="decimal" />
        </Form.Item>
        {!isButton && (
          <>
            <Form.Item label="是否路由菜单" name="route" valuePropName="checked">
              <Switch checkedChildren="是" unCheckedChildren="否" />
            </Form.Item>
            <Form.Item label="隐藏路由" name="hidden" valuePropName="checked">
              <Switch checkedChildren="是" unCheckedChildren="否" />
            </Form.Item>
            <Form.Item label="是否缓存路由" name="keepAlive" valuePropName="checked">
              <Switch checkedChildren="是" unCheckedChildren="否" />
            </Form.Item>
            <Form.Item label="聚合路由" name="alwaysShow" valuePropName="checked">
              <Switch checkedChildren="是" unCheckedChildren="否" />
            </Form.Item>
            <Form.Item label="打开方式" name="internalOrExternal" valuePropName="checked">
              <Switch checkedChildren="外部" unCheckedChildren="内部" />
            </Form.Item>
          </>
        )}
        </Form>
      )}
    </Drawer>
  );
}
