import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Prose } from '../components/Prose';
import { PublicPage, Section, WithReference } from '../../../components/PublicPage';
import { DISPUTES_TEXT, PRIVACY_TEXT, SECURITY_TEXT, TERMS_TEXT } from '../legal-text';
import { ServiceHours } from '../../../components/ServiceHours';
import { SITE_TEXT } from '../text';

type Copy = typeof SECURITY_TEXT;

function LegalPage({ copy, children }: { copy: Copy; children?: ReactNode }) {
  return (
    <PublicPage eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <Prose blocks={copy.blocks} />
      {children}
    </PublicPage>
  );
}

export function SecurityView() {
  return <LegalPage copy={SECURITY_TEXT} />;
}

export function DisputesView() {
  return (
    <LegalPage copy={DISPUTES_TEXT}>
      <Section title={SITE_TEXT.serviceInfo}>
        <ServiceHours />
      </Section>
    </LegalPage>
  );
}

export function TermsView() {
  return (
    <LegalPage copy={TERMS_TEXT}>
      <WithReference>
        {(r) => (
          <Text color="fg.muted" fontSize="sm">
            {SITE_TEXT.dormantNote(r.dormantBalance.days)}
          </Text>
        )}
      </WithReference>
    </LegalPage>
  );
}

export function PrivacyView() {
  return <LegalPage copy={PRIVACY_TEXT} />;
}
