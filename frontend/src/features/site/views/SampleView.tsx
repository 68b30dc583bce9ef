import { Badge, Button, HStack } from '@chakra-ui/react';
import { FactGrid } from '../components/FactGrid';
import { FigureTable } from '../components/FigureTable';
import { PublicPage, Section } from '../../../components/PublicPage';
import { Steps } from '../components/Steps';
import { SAMPLE_TEXT as T } from '../sample-text';

/** /sample (local only): the public-site building blocks and theme colours, for developers. */
export function SampleView() {
  return (
    <PublicPage eyebrow={T.eyebrow} title={T.title} lead={T.lead}>
      <Section title={T.buttons}>
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="primary">{T.primary}</Button>
          <Button variant="outline" colorPalette="primary">
            {T.secondary}
          </Button>
          {(['primary', 'accent', 'success', 'error'] as const).map((p) => (
            <Badge key={p} colorPalette={p}>
              {p}
            </Badge>
          ))}
        </HStack>
      </Section>
      <Section title={T.facts}>
        <FactGrid facts={T.factItems} />
      </Section>
      <Section title={T.table}>
        <FigureTable caption={T.tableCaption} columns={T.tableColumns} rows={T.tableRows} />
      </Section>
      <Section title={T.steps}>
        <Steps steps={T.stepItems} />
      </Section>
    </PublicPage>
  );
}
