import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICON_CATEGORIES } from '@/widgets/icon-chooser/model/icon-catalogue';
import { MenuIcon } from './menu-icon';

describe('MenuIcon', () => {
  it('renders every icon the chooser offers as that icon, not the fallback', async () => {
    const names = ICON_CATEGORIES.flatMap((category) => [...category.icons.keys()]);
    const { container } = render(
      <>
        {names.map((name) => (
          <MenuIcon key={name} name={name} />
        ))}
      </>,
    );
    // An antd icon labels itself with its own name, the stored one.
    await waitFor(() => expect([...container.querySelectorAll('.anticon')].map((icon) => icon.getAttribute('aria-label'))).toEqual(names));
  });
});
