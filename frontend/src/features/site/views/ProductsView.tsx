import { Icon, SimpleGrid, Stack, Text, Heading } from '@chakra-ui/react';
import { LuLink, LuRepeat, LuShieldCheck, LuStore, LuTruck, LuWallet } from 'react-icons/lu';
import { formatMoney } from '@paydesk/shared/money';
import { PublicPage, Section, WithReference } from '../../../components/PublicPage';
import { Steps } from '../components/Steps';
import { PRODUCTS_TEXT as T } from '../products-text';
import { SITE_TEXT } from '../text';

const TOOLS = [
  { icon: LuLink, ...T.toolItems.link },
  { icon: LuStore, ...T.toolItems.store },
  { icon: LuRepeat, ...T.toolItems.period },
  { icon: LuTruck, ...T.toolItems.logistics },
  { icon: LuShieldCheck, ...T.toolItems.escrow },
  { icon: LuWallet, ...T.toolItems.methods },
];

/** /products: the core mechanisms. */
export function ProductsView() {
  return (
    <PublicPage eyebrow={T.eyebrow} title={T.title} lead={T.lead}>
      <Section title={T.tools}>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
          {TOOLS.map((tool) => (
            <Stack key={tool.title} p="5" gap="2" borderWidth="1px" borderRadius="xl">
              <Icon as={tool.icon} boxSize="7" color="primary.solid" />
              <Heading as="h3" size="md">
                {tool.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {tool.body}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title={T.flow}>
        <WithReference>
          {(r) => (
            <Steps
              steps={T.flowSteps(
                formatMoney(r.withdrawal.fee),
                SITE_TEXT.businessDays(r.withdrawal.minBusinessDays, r.withdrawal.maxBusinessDays),
              )}
            />
          )}
        </WithReference>
      </Section>
    </PublicPage>
  );
}
