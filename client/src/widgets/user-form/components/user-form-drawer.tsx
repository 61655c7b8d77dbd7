import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, DatePicker, Drawer, Form, Grid, Input, Radio, Select, Space, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DATE_FORMAT } from '@/shared/config/widget-constants';
import { formRules, ruleOf } from '@/shared/validation/form-rules';
import { Checks } from '@/shared/validation/validators';
import { useAccess } from '@/widgets/access';
import { PositionPicker, RolePicker } from '@/widgets/biz-picker';
import { DepartPicker } from '@/widgets/depart-picker';
import { Upload } from '@/widgets/upload';
import { isUserValueTaken, isUsernameTaken } from '../api/user-checks';
import { saveUser, userFormQueries, type User } from '../api/user-form-api';
import { confirmChecks, passwordChecks, UserFormText } from '../model/user-form-rules';
import { LedDepartSelect } from './led-depart-select';
import { ResetOnMount } from '@/shared/form/reset-on-mount';

/**
 * What the drawer shows: a new user (with `roleIds`, the roles it is given and that cannot be changed, as upstream's
 * 角色用户 → 新增用户 does), a user to edit, or a user to look at (read-only).
 */
export type UserEditing = { mode: 'add'; roleIds?: readonly string[] } | { mode: 'edit' | 'view'; user: User };

interface UserFormDrawerProps {
  editing: UserEditing | null;
  onClose: () => void;
  /** After a save succeeded and its message was shown; the drawer stays open until the parent closes it. */
  onSaved: () => void;
}

/** 身份: an ordinary member, or a 上级 who leads some of its departments (负责部门). */
const IDENTITY = { member: 1, superior: 2 } as const;

interface FormValues {
  username: string;
  password?: string;
  confirmpassword?: string;
  realname: string;
  workNo?: string;
  /** The position codes, comma-joined (upstream's single 职务). */
  post?: string;
  /** The role ids, comma-joined as the backend reads them. */
  selectedroles?: string;
  /** The department ids, comma-joined as the backend reads them. */
  selecteddeparts?: string;
  userIdentity?: 1 | 2;
  /** The led department ids (负责部门), comma-joined; only for a 上级. */
  departIds?: string;
  avatar?: string;
  birthday?: Dayjs | null;
  sex?: 1 | 2;
  email?: string;
  phone?: string;
  telephone?: string;
}

const DRAWER_WIDTH = 700;
const PHONE_RULE = 'user:form:phone';

/** A rule asking the server whether the value is free; `taken` answers true when another user has it. */
function uniqueRule(taken: (value: string) => Promise<boolean>, message: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || !value.trim()) return;
      if (await taken(value.trim())) throw new Error(message);
    },
  };
}

function initialValues(editing: UserEditing, roleIds: string[], departIds: string[]): Partial<FormValues> {
  if (editing.mode === 'add') return { userIdentity: IDENTITY.member, selectedroles: editing.roleIds?.join(',') || undefined };
  const { user } = editing;
  return {
    userIdentity: user.userIdentity === IDENTITY.superior ? IDENTITY.superior : IDENTITY.member,
    departIds: user.departIds || undefined,
    username: user.username,
    realname: user.realname,
    workNo: user.workNo ?? undefined,
    post: user.post ?? undefined,
    selectedroles: roleIds.join(',') || undefined,
    selecteddeparts: departIds.join(',') || undefined,
    avatar: user.avatar ?? undefined,
    birthday: user.birthday ? dayjs(user.birthday) : null,
    sex: user.sex === 1 || user.sex === 2 ? user.sex : undefined,
    email: user.email ?? undefined,
    phone: user.phone ?? undefined,
    telephone: user.telephone ?? undefined,
  };
}

const memberIdsOf = (selected: string | undefined) => (selected ?? '').split(',').filter(Boolean);

/** 用户 add / edit / view (upstream's UserModal drawer): the account rules, roles, departments, 身份, avatar, contact. */
export function UserFormDrawer({ editing, onClose, onSaved }: UserFormDrawerProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const { isDisabled } = useAccess();
  const isPhone = !Grid.useBreakpoint().sm;
  const open = editing !== null;
  const userId = editing && editing.mode !== 'add' ? editing.user.id : undefined;
  const readOnly = editing?.mode === 'view';
  const rolesOf = useQuery({ ...userFormQueries.rolesOf(userId ?? ''), enabled: open && userId !== undefined });
  const departsOf = useQuery({ ...userFormQueries.departsOf(userId ?? ''), enabled: open && userId !== undefined });
  const password = Form.useWatch('password', form);
  const identity = Form.useWatch('userIdentity', form);
  const memberIds = memberIdsOf(Form.useWatch('selecteddeparts', form));
  const rolesFixed = editing?.mode === 'add' && (editing.roleIds?.length ?? 0) > 0;
  const save = useMutation({
    mutationFn: saveUser,
    onSuccess: (text) => {
      message.success(text || '操作成功');
      onSaved();
    },
  });
  const ready = !userId || (rolesOf.isSuccess && departsOf.isSuccess);

  // Esc closes the drawer only while nothing was typed into this opening of it (the mask never does).
  const [changedFor, setChangedFor] = useState<UserFormDrawerProps['editing']>(null);
  const typedInto = editing !== null && changedFor === editing;

  // A department dropped from 部门分配 can no longer be led.
  const keepLedWithinMembership = (changed: Partial<FormValues>, all: FormValues) => {
    setChangedFor(editing);
    if (!('selecteddeparts' in changed) || !all.departIds) return;
    const members = memberIdsOf(all.selecteddeparts);
    form.setFieldValue('departIds', all.departIds.split(',').filter((departId) => members.includes(departId)).join(',') || undefined);
  };

  const submit = (values: FormValues) =>
    save.mutate({
      ...(userId ? { id: userId } : {}),
      username: values.username.trim(),
      realname: values.realname.trim(),
      ...(userId ? {} : { password: values.password, confirmpassword: values.confirmpassword }),
      workNo: values.workNo?.trim() || null,
      post: values.post || null,
      selectedroles: values.selectedroles ?? '',
      selecteddeparts: values.selecteddeparts ?? '',
      userIdentity: values.userIdentity ?? IDENTITY.member,
      departIds: values.userIdentity === IDENTITY.superior ? (values.departIds ?? '') : '',
      avatar: values.avatar || null,
      birthday: values.birthday ? values.birthday.format(DATE_FORMAT) : null,
      sex: values.sex ?? null,
      email: values.email?.trim() || null,
      phone: values.phone?.trim() || null,
      telephone: values.telephone?.trim() || null,
    });

  const title = editing?.mode === 'add' ? '添加用户' : editing?.mode === 'edit' ? '编辑用户' : '用户详情';
  return (
    <Drawer
      title={title}
      open={open}
      onClose={onClose}
      keyboard={!typedInto}
      size={isPhone ? '100%' : DRAWER_WIDTH}
      destroyOnHidden
      footer={
        readOnly ? null : (
          <Space style={{ float: 'right' }}>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={save.isPending} disabled={!ready} onClick={() => form.submit()}>
              提交
            </Button>
          </Space>
        )
      }
    >
      {editing && ready && (
        <Form
          key={`${editing.mode}:${userId ?? ''}`}
          form={form}
          name="user-form"
          preserve={false}
          data-testid="user-form"
          labelCol={{ flex: '90px' }}
          disabled={readOnly}
          initialValues={initialValues(editing, rolesOf.data ?? [], (departsOf.data ?? []).map((depart) => depart.key))}
          onFinish={submit}
          onValuesChange={keepLedWithinMembership}
        >
          <ResetOnMount />
          <Form.Item label="用户账号" name="username" required validateDebounce={300} rules={[...formRules('username'), uniqueRule((value) => isUsernameTaken(value, userId), UserFormText.usernameTaken)]}>
            <Input placeholder="请输入用户账号" maxLength={18} readOnly={editing.mode !== 'add'} />
          </Form.Item>
          {editing.mode === 'add' && (
            <>
              <Form.Item label="登录密码" name="password" required rules={[ruleOf(passwordChecks)]}>
                <Input.Password placeholder="请输入登录密码" autoComplete="new-password" maxLength={128} />
              </Form.Item>
              <Form.Item label="确认密码" name="confirmpassword" required dependencies={['password']} rules={[ruleOf(confirmChecks(password))]}>
                <Input.Password placeholder="请重新输入登录密码" autoComplete="new-password" maxLength={128} />
              </Form.Item>
            </>
          )}
          <Form.Item label="用户姓名" name="realname" rules={[{ required: true, whitespace: true, message: UserFormText.realnameRequired }]}>
            <Input placeholder="请输入用户姓名" maxLength={100} />
          </Form.Item>
          <Form.Item
            label="工号"
            name="workNo"
            validateDebounce={300}
            rules={[{ required: true, whitespace: true, message: UserFormText.workNoRequired }, uniqueRule((value) => isUserValueTaken('work_no', value, userId), UserFormText.workNoTaken)]}
          >
            <Input placeholder="请输入工号" maxLength={50} />
          </Form.Item>
          <Form.Item label="手机号码" name="phone" required validateDebounce={300} rules={[...formRules('mobile'), uniqueRule((value) => isUserValueTaken('phone', value, userId), UserFormText.phoneTaken)]}>
            <Input placeholder="请输入手机号码" maxLength={11} disabled={readOnly || isDisabled(PHONE_RULE)} />
          </Form.Item>
          <Form.Item label="职务" name="post">
            <PositionPicker placeholder="请选择职务" />
          </Form.Item>
          <Form.Item label="角色分配" name="selectedroles">
            <RolePicker placeholder="请选择角色" disabled={readOnly || rolesFixed} />
          </Form.Item>
          <Form.Item label="部门分配" name="selecteddeparts">
            <DepartPicker multi placeholder="请选择部门" />
          </Form.Item>
          <Form.Item label="身份" name="userIdentity">
            <Radio.Group options={[{ value: IDENTITY.member, label: '普通用户' }, { value: IDENTITY.superior, label: '上级' }]} />
          </Form.Item>
          {identity === IDENTITY.superior && (
            <Form.Item label="负责部门" name="departIds">
              <LedDepartSelect memberIds={memberIds} disabled={readOnly} />
            </Form.Item>
          )}
          <Form.Item label="头像" name="avatar">
            <Upload kind="image" single />
          </Form.Item>
          <Form.Item label="生日" name="birthday">
            <DatePicker placeholder="请选择生日" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="性别" name="sex">
            <Select allowClear placeholder="请选择性别" options={[{ value: 1, label: '男' }, { value: 2, label: '女' }]} />
          </Form.Item>
          <Form.Item label="邮箱" name="email" validateDebounce={300} rules={[ruleOf(Checks.email), uniqueRule((value) => isUserValueTaken('email', value, userId), UserFormText.emailTaken)]}>
            <Input placeholder="请输入邮箱" maxLength={100} />
          </Form.Item>
          <Form.Item label="座机" name="telephone" rules={[ruleOf(Checks.landline)]}>
            <Input placeholder="请输入座机" maxLength={30} />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
