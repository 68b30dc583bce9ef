import { Box } from '@chakra-ui/react';

/** Operator-written HTML, already sanitised by the gateway (sanitize-html) before it was stored. */
export function RichText({ html }: { html: string }) {
  return (
    <Box
      lineHeight="tall"
      css={{
        '& p': { marginBottom: '3' },
        '& ul, & ol': { paddingInlineStart: '6', marginBottom: '3' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& a': { color: 'primary.fg', textDecoration: 'underline' },
        '& h2, & h3': { fontWeight: 'bold', marginBlock: '3' },
        '& img': { maxWidth: '100%' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
