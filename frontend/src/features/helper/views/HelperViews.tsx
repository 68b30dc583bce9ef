import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { DEVELOPER_DOCS_URL } from '../../../app/routes';

const T = {
  news: '最新消息',
  faqs: '常見問題',
  emptyNews: '目前沒有平台公告。',
  emptyFaqs: '常見問題整理中，您可以先查閱技術文件或聯絡客服。',
  docs: '前往技術文件',
} as const;

/** Shared empty state until the content module (news and FAQ) serves the public site's content here. */
function HelperEmpty({ title, empty }: { title: string; empty: string }) {
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="xl">{title}</Heading>
      <Stack bg="bg" borderWidth="1px" borderRadius="xl" p="6" gap="3" data-testid="helper-empty">
        <Text color="fg.muted">{empty}</Text>
        <Button asChild alignSelf="start" variant="outline" colorPalette="primary">
          <a href={DEVELOPER_DOCS_URL} target="_blank" rel="noopener noreferrer">{T.docs}</a>
        </Button>
      </Stack>
    </Stack>
  );
}

export function HelperNewsView() {
  return <HelperEmpty title={T.news} empty={T.emptyNews} />;
}

export function HelperFaqsView() {
  return <HelperEmpty title={T.faqs} empty={T.emptyFaqs} />;
}
