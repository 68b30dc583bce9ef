import { Badge, Button, HStack } from '@chakra-ui/react';
import { FactGrid } from '../components/FactGrid';
import { FigureTable } from '../components/FigureTable';
import { PublicPage, Section } from '../../../components/PublicPage';
import { Steps } from '../components/Steps';

/** /sample (local only): the public-site building blocks and theme colours, for developers. */
export function SampleView() {
  return (
    <PublicPage eyebrow="僅限本機開發環境" title="元件範例" lead="公開網站共用元件與主題色彩。">
      <Section title="按鈕與狀態色">
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="primary">主要按鈕</Button>
          <Button variant="outline" colorPalette="primary">
            次要按鈕
          </Button>
          {(['primary', 'accent', 'success', 'error'] as const).map((p) => (
            <Badge key={p} colorPalette={p}>
              {p}
            </Badge>
          ))}
        </HStack>
      </Section>
      <Section title="重點數字">
        <FactGrid
          facts={[
            { label: '範例費率', value: '1.5%', note: '說明文字' },
            { label: '範例金額', value: '$1,234' },
          ]}
        />
      </Section>
      <Section title="費率表">
        <FigureTable
          caption="範例"
          columns={['項目', '費用']}
          rows={[
            ['範例一', '$10'],
            ['範例二', '$20'],
          ]}
        />
      </Section>
      <Section title="步驟">
        <Steps
          steps={[
            { title: '第一步', body: '說明' },
            { title: '第二步', body: '說明' },
          ]}
        />
      </Section>
    </PublicPage>
  );
}
