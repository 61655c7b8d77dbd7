// Columns drawn as links (an online field's field_href): the cell's text opens the field's address for the row, an
// http(s) address in a new window, a path of the app in the app.
import { Link } from 'react-router-dom';

const EXTERNAL = /^https?:\/\//i;

export function FieldHrefLink({ href, children }: { href: string; children: React.ReactNode }) {
  if (EXTERNAL.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <Link to={href}>{children}</Link>;
}

