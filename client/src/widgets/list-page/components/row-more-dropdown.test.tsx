import { fireEvent, screen, waitFor, configure } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { RowMoreDropdown } from './row-more-dropdown';

configure({ asyncUtilTimeout: 10_000 });

const visibleMenuItem = (label: string) => screen.findByRole('menuitem', { name: label });

describe('the row 更多 dropdown, mounted when approached', { timeout: 30_000 }, () => {
  it('opens on a click that comes after the pointer, and runs the picked item', async () => {
    const onView = vi.fn();
    renderWithProviders(<RowMoreDropdown items={[{ key: 'view', label: '详情', onClick: onView }]} testId="more" />);
    const trigger = screen.getByTestId('more');
    fireEvent.pointerEnter(trigger);
    fireEvent.click(screen.getByTestId('more'));
    const item = await visibleMenuItem('详情');
    expect(screen.getByTestId('more')).toHaveClass('ant-dropdown-open');
    fireEvent.click(item);
    expect(onView).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('more')).not.toHaveClass('ant-dropdown-open'));
  });

  it('opens on a click that comes without a pointer first (a touch, a script)', async () => {
    const onPassword = vi.fn();
    renderWithProviders(<RowMoreDropdown items={[{ key: 'password', label: '密码', onClick: onPassword }]} testId="more" />);
    fireEvent.click(screen.getByTestId('more'));
    fireEvent.click(await visibleMenuItem('密码'));
    expect(onPassword).toHaveBeenCalledTimes(1);
  });
});
