import { Box } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { Crumb } from '../../features/dashboard/breadcrumbs';
import { ChevronRightIcon } from './shell-icons';
import { DASHBOARD_TEXT } from '../../features/dashboard/text';

/**
 * Home > group > parent > page, from the permission catalogue. Drawn with plain elements in the styles of Chakra's
 * Breadcrumb (its slot recipe, size sm, variant plain; the same chevron): the top bar paints before any multipart
 * component's code has loaded.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  if (crumbs.length === 0) return null;
  const last = crumbs.length - 1;
  return (
    <nav aria-label={DASHBOARD_TEXT.breadcrumbs}>
      <Box
        as="ol"
        display="flex"
        alignItems="center"
        wordBreak="break-word"
        color="fg.muted"
        listStyle="none"
        gap="1"
        textStyle="xs"
      >
        {crumbs.map((crumb, index) => (
          <Box as="li" key={`${crumb.label}-${index}`} display="inline-flex" alignItems="center">
            {crumb.to && index < last ? (
              <Box
                asChild
                outline="0"
                textDecoration="none"
                borderRadius="l1"
                focusRing="outside"
                display="inline-flex"
                alignItems="center"
                gap="2"
                color="fg.muted"
                _hover={{ color: 'fg' }}
              >
                <Link to={crumb.to}>{crumb.label}</Link>
              </Box>
            ) : index === last ? (
              <Box as="span" role="link" aria-current="page" color="fg">
                {crumb.label}
              </Box>
            ) : (
              <span>{crumb.label}</span>
            )}
            {index < last ? (
              <Box
                as="li"
                aria-hidden
                color="fg.muted"
                opacity="0.8"
                _icon={{ boxSize: '1em' }}
                _rtl={{ rotate: '180deg' }}
              >
                <ChevronRightIcon />
              </Box>
            ) : null}
          </Box>
        ))}
      </Box>
    </nav>
  );
}
