import type { Reference } from '../../../lib/useReference';
import { serviceHoursText } from '../../../components/ServiceHours';
import { FOOTER_LINKS, SCROLL } from '../menu';
import { FloatingButtons } from './FloatingButtons';
import { HomeFooter } from './HomeFooter';

/** Footer and floating buttons with the customer-service figures of the reference (none while it loads). */
export function HomeFooterBand({ reference, scrollY }: { reference: Reference | null; scrollY: number }) {
  const cs = reference?.customerService;
  const hours = cs ? serviceHoursText(cs) : null;
  return (
    <>
      <HomeFooter links={FOOTER_LINKS} contact={cs && hours ? { hours, phone: cs.phone, email: cs.email } : null} />
      <FloatingButtons showUp={scrollY > SCROLL.upButtonAfter} serviceHours={hours} />
    </>
  );
}
