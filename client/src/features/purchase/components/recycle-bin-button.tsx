// 回收站 on a purchasing list: opens the list's recycle bin (a hidden menu entry), for those who may recover.
import { HddOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAccess } from '@/widgets/access';

export function RecycleBinButton({ path, permission }: { path: string; permission: string }) {
  const navigate = useNavigate();
  const { can } = useAccess();
  if (!can(`${permission}:recover`)) return null;
  return (
    <Button icon={<HddOutlined />} onClick={() => void navigate(path)}>
      回收站
    </Button>
  );
}

export function BackToListButton({ path, title }: { path: string; title: string }) {
  const navigate = useNavigate();
  return <Button onClick={() => void navigate(path)}>返回{title}</Button>;
}
