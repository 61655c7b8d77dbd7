// A row's 操作 links and their separators drawn as antd draws them, without an antd component per row: the markup
// of `<Space size={0} separator={<Divider orientation="vertical" />}>` and `<Typography.Link>` with antd's class
// names, styled by antd's own stylesheet (row-actions.test.tsx compares the two). Each antd instance runs its
// CSS-in-JS hooks on mount, and a page change mounted about ten of them per row.
import { Children, Fragment, isValidElement, type AnchorHTMLAttributes, type CSSProperties, type KeyboardEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import { useRowPartsClasses } from './row-parts-context';
import { RowPartsScope } from './row-parts-scope';

function classNames(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** The children as Space sees them: arrays and fragments flattened, empty slots kept. */
function slots(children: ReactNode): ReactNode[] {
  const all: ReactNode[] = [];
  Children.forEach(children, (child) => {
    if (Array.isArray(child)) all.push(...slots(child));
    else if (isValidElement(child) && child.type === Fragment) all.push(...slots((child as ReactElement<{ children?: ReactNode }>).props.children));
    else all.push(child);
  });
  return all;
}

/** What Space draws an item for. */
function renderable(child: ReactNode): boolean {
  return child !== null && child !== undefined && child !== false && child !== '';
}

interface RowActionsProps {
  children: ReactNode;
  style?: CSSProperties;
}

/**
 * The links of a row's 操作 cell with thin vertical lines between them: antd's `<Space size={0} separator={<Divider
 * orientation="vertical" />}>`. Like Space, a null or false child takes no place, while a child that renders
 * nothing (an `<Access>` refused) keeps its place and its separator.
 */
export function RowActions({ children, style }: RowActionsProps) {
  const classes = useRowPartsClasses();
  if (!classes) {
    return (
      <RowPartsScope>
        <RowActions style={style}>{children}</RowActions>
      </RowPartsScope>
    );
  }
  const { prefix, hashId, cssVar } = classes;
  const items = slots(children);
  if (items.length === 0) return null;
  const last = items.reduce<number>((latest, child, index) => (renderable(child) ? index : latest), 0);
  const space = `${prefix}-space`;
  const divider = `${prefix}-divider`;
  return (
    <div className={classNames(space, hashId, `${space}-horizontal`, `${space}-align-center`, cssVar)} style={style}>
      {items.map((child, index) =>
        renderable(child) ? (
          <Fragment key={(isValidElement(child) && child.key) || `${space}-item-${index}`}>
            <div className={`${space}-item`}>{child}</div>
            {index < last && (
              <span className={`${space}-item-separator`}>
                <div className={classNames(divider, hashId, cssVar, `${divider}-vertical`, `${divider}-rail`)} role="separator" />
              </span>
            )}
          </Fragment>
        ) : null,
      )}
    </div>
  );
}

export interface RowLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'type'> {
  /** antd's `type="danger"`: the red link. */
  danger?: boolean;
  ref?: Ref<HTMLAnchorElement>;
  'data-testid'?: string;
}

/** Enter and Space act on a focused row link as a click does (the keys a button answers to). */
function pressOnKeys(onKeyDown: RowLinkProps['onKeyDown']) {
  return (event: KeyboardEvent<HTMLAnchorElement>) => {
    onKeyDown?.(event);
    if (event.isDefaultPrevented() || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    event.currentTarget.click();
  };
}

/**
 * A row's link, as antd's `<Typography.Link>` draws it, but reachable by keyboard: antd's `<a>` without href is out
 * of the tab order, so a keyboard user could not act on any record. It is a button to assistive technology (it acts,
 * it does not navigate), in the tab order, pressed with Enter or Space. A popup may wrap it (its ref, handlers and
 * trigger class reach the anchor; the key press arrives as a click, which a click-triggered popup opens on).
 */
export function RowLink({ danger = false, className, onKeyDown, ...anchor }: RowLinkProps) {
  const classes = useRowPartsClasses();
  if (!classes) {
    return (
      <RowPartsScope>
        <RowLink danger={danger} className={className} onKeyDown={onKeyDown} {...anchor} />
      </RowPartsScope>
    );
  }
  const { prefix, hashId, cssVar } = classes;
  const typography = `${prefix}-typography`;
  return (
    <a
      role="button"
      tabIndex={0}
      className={classNames(typography, danger && `${typography}-danger`, `${typography}-link`, className, hashId, cssVar)}
      onKeyDown={pressOnKeys(onKeyDown)}
      {...anchor}
    />
  );
}
