import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { csvCodesOf } from '@paydesk/shared/csv-codes';
import { CSV_EXPORTS, csvHeader, curlRawCsv, pythonRawCsv, type CsvExportName } from '@paydesk/shared/csv-exports';
import { Code } from '../../../components/chakra/code';
import { List } from '../../../components/chakra/list';
import { Section } from '../../../components/PublicPage';
import { CSV_TEXT as C } from '../csv-text';
import { CodeBlock } from './CodeBlock';

/** One labelled line of an export's card: the label, then its value as code that may wrap anywhere. */
function Line({ label, value }: { label: string; value: string }) {
  return (
    <Text>
      {label}：
      <Code wordBreak="break-all" whiteSpace="normal">
        {value}
      </Code>
    </Text>
  );
}

/** Each label column's codes with their labels: what the raw format writes and what each code means. */
function CodeLines({ name }: { name: CsvExportName }) {
  const labelled = CSV_EXPORTS[name].columns.filter((c) => c.kind === 'label');
  return labelled.map((c) => (
    <Line
      key={c.key}
      label={C.codes(c.key)}
      value={Object.entries(csvCodesOf(name, c.key) ?? {})
        .map(([code, label]) => `${code}（${label}）`)
        .join('、')}
    />
  ));
}

/**
 * Every CSV export with its path, scope, filters and both header rows, drawn from the shared column lists the
 * gateway writes the files from, and a runnable Python example that reads the program format.
 */
export function CsvSection({ origin, from, to }: { origin: string; from: string; to: string }) {
  return (
    <Section title={C.title} description={C.lead}>
      <List.Root gap="2" ps="5">
        {C.points.map((point) => (
          <List.Item key={point}>{point}</List.Item>
        ))}
      </List.Root>
      <Stack gap="4">
        {Object.entries(CSV_EXPORTS).map(([name, e]) => (
          <Box key={name} borderWidth="1px" borderRadius="lg" p="4" data-csv-export={name}>
            <Stack gap="1">
              <Heading as="h3" size="sm">
                {e.title}
              </Heading>
              <Line label={C.path} value={`GET ${e.path}`} />
              <Line label={C.scope} value={e.scope} />
              <Line label={C.filters} value={e.filters.join(', ')} />
              <Line label={C.rawHeader} value={csvHeader(e.columns, 'raw').join(',')} />
              <Line label={C.excelHeader} value={csvHeader(e.columns, 'excel').join(',')} />
              <CodeLines name={name as CsvExportName} />
            </Stack>
          </Box>
        ))}
      </Stack>
      <CodeBlock title={C.pythonTitle} code={pythonRawCsv(origin, from, to)} />
      <CodeBlock title={C.curlTitle} code={curlRawCsv(origin, from, to)} />
    </Section>
  );
}
