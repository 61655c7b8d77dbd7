// What the main layout and the workbench are made of, antd only, without data: drawn off-screen by
// signed-in-warm-up.tsx while the user types on the login page.
import { AppstoreOutlined, BellOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import {
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Col,
  Dropdown,
  Empty,
  Flex,
  Layout,
  Menu,
  Pagination,
  Progress,
  Radio,
  Row,
  Select,
  Space,
  Spin,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';

const NAMES = ['一', '二', '三', '四', '五', '六'];

export function LayoutSpecimen() {
  return (
    <Layout>
      <Layout.Sider width={208}>
        <Menu
          mode="inline"
          theme="dark"
          defaultOpenKeys={['group']}
          items={[
            { key: 'home', icon: <AppstoreOutlined />, label: '首页' },
            { key: 'group', icon: <SettingOutlined />, label: '系统管理', children: NAMES.map((name) => ({ key: name, label: name })) },
          ]}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header>
          <Space>
            <Select size="small" value="一" options={NAMES.map((name) => ({ value: name, label: name }))} style={{ width: 160 }} />
            <Tooltip title="公告">
              <Badge count={3} size="small">
                <BellOutlined />
              </Badge>
            </Tooltip>
            <Dropdown menu={{ items: [{ key: 'a', label: '个人中心' }] }}>
              <span>
                <Avatar size="small" icon={<UserOutlined />} /> 管理员
              </span>
            </Dropdown>
            <Typography.Link>退出登录</Typography.Link>
            <Button size="small" icon={<SettingOutlined />} />
          </Space>
        </Layout.Header>
        <Tabs size="small" type="editable-card" hideAdd items={NAMES.slice(0, 3).map((name) => ({ key: name, label: name }))} />
        <Breadcrumb items={[{ title: '首页' }, { title: '工作台' }]} />
      </Layout>
    </Layout>
  );
}

export function CardsSpecimen() {
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {NAMES.map((name) => (
          <Col key={name} xs={24} sm={12} lg={8} xxl={4}>
            <Card title={name} size="small" extra={<Radio.Group size="small" optionType="button" value="a" options={[{ value: 'a', label: '行业' }, { value: 'b', label: '业务' }]} />}>
              <Typography.Text style={{ fontSize: 28 }}>1,234</Typography.Text>
              <Typography.Text type="secondary"> 人</Typography.Text>
              <Progress percent={40} showInfo={false} size="small" />
              <Space size="large" wrap>
                <Typography.Text type="secondary">同比</Typography.Text>
                <Tag>{name}</Tag>
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title="表格">
        <Spin spinning={false}>
          <Empty />
        </Spin>
        <Pagination size="small" current={1} total={50} showSizeChanger={false} showTotal={(total) => `共 ${total} 条`} />
      </Card>
    </Flex>
  );
}
