import { Breadcrumb } from '../../components/chakra/breadcrumb';
import { Link } from 'react-router';
import type { Crumb } from '../../features/dashboard/breadcrumbs';

/** Home > group > parent > page, from the permission catalogue. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb.Root size="sm" aria-label="麵包屑">
      <Breadcrumb.List>
        {crumbs.map((crumb, index) => (
          <Breadcrumb.Item key={`${crumb.label}-${index}`}>
            {crumb.to && index < crumbs.length - 1 ? (
              <Breadcrumb.Link asChild>
                <Link to={crumb.to}>{crumb.label}</Link>
              </Breadcrumb.Link>
            ) : index === crumbs.length - 1 ? (
              <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
            ) : (
              <span>{crumb.label}</span>
            )}
            {index < crumbs.length - 1 ? <Breadcrumb.Separator /> : null}
          </Breadcrumb.Item>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
