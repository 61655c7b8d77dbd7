// Columns drawn as links (an online field's field_href): the cell's text opens the field's address for the row, an
// http(s) address in a new window, a path of the app in the app; any other address is shown as plain text.
import { Link } from 'react-router-dom';
import { linkTarget } from '@/shared/lib/link-target';

export function FieldHrefLink({ href, children }: { href: string; children: React.ReactNode }) {
  const target = linkTarget(href);
  if (target.kind === 'external') {
    return (
      <a href={target.url} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (target.kind === 'app') return <Link to={target.path}>{children}</Link>;
  return <>{children}</>;
}
