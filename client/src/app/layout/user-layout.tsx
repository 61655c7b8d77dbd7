import { Card, Flex, Typography } from 'antd';
import { Outlet } from 'react-router-dom';
import { SYSTEM_NAME } from '@/shared/config/app-constants';

/** The blank layout of /user/*: a centred card under the system name. */
export function UserLayout() {
  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', background: '#f0f2f5', padding: 16 }}>
      <Typography.Title level={2}>{SYSTEM_NAME}</Typography.Title>
      <Card style={{ width: 368, maxWidth: '100%' }}>
        <Outlet />
      </Card>
    </Flex>
  );
}
