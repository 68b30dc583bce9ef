import { pathTo } from '../../../app/paths';

/** The detail route has no id parameter (SPEC §2.3): the shipment goes in the query string. */
export function detailPath(id: number): string {
  return `${pathTo('shipping.detail')}?id=${id}`;
}
