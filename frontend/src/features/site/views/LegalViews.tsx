import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Prose } from '../components/Prose';
import { PublicPage, Section, WithReference } from '../../../components/PublicPage';
import { DISPUTES_TEXT, PRIVACY_TEXT, SECURITY_TEXT, TERMS_TEXT } from '../legal-text';
import { ServiceHours } from '../../../components/ServiceHours';

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
      <Section title="客服資訊">
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
            {`附註：價金保管帳戶餘額超過 ${r.dormantBalance.days} 天未動用者，依費用說明頁收取帳戶管理費。`}
          </Text>
        )}
      </WithReference>
    </LegalPage>
  );
}

export function PrivacyView() {
  return <LegalPage copy={PRIVACY_TEXT} />;
}
