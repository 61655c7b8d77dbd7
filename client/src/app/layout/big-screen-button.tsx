import { FundProjectionScreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { Access } from '@/widgets/access';

export const BIG_SCREEN_PATH = '/bigscreen/screen';
export const BIG_SCREEN_PERMISSION = 'bigscreen/Screen';

/** Opens the big screen in a new window; shown only with the permission bigscreen/Screen (spec 000 §2.3, §6). */
export function BigScreenButton() {
  return (
    <Access require={BIG_SCREEN_PERMISSION}>
      <Tooltip title="大屏">
        <Button
          type="text"
          aria-label="大屏"
          icon={<FundProjectionScreenOutlined />}
          onClick={() => window.open(BIG_SCREEN_PATH, '_blank')}
        />
      </Tooltip>
    </Access>
  );
}
