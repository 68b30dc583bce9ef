import { pathTo } from '../../../app/paths';
import { Badge, Box, Button, Container, Heading, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuCreditCard, LuLandmark, LuLink, LuShieldCheck, LuStore, LuTruck, LuWallet } from 'react-icons/lu';
import { Link } from 'react-router';
import { usePublicReference } from '../../../lib/public-reference';
import { fillFigures } from '../figures';
import { HOME_TEXT, type ServiceKey } from '../text';

const ICONS: Record<ServiceKey, IconType> = {
  card: LuCreditCard,
  cvs: LuStore,
  atm: LuLandmark,
  wallet: LuWallet,
  link: LuLink,
  shipping: LuTruck,
  escrow: LuShieldCheck,
};

/**
 * Public landing page: hero, services and how to start. It paints before Apollo Client has loaded, and its services'
 * figures come without it (a dash each until they are there).
 */
export function HomeIndexView() {
  const { reference } = usePublicReference();
  return (
    <>
      <Box bgGradient="to-br" gradientFrom="primary.subtle" gradientTo="bg" py={{ base: 14, md: 24 }}>
        <Container maxW="5xl">
          <Stack gap="6" maxW="3xl">
            <Badge alignSelf="flex-start" colorPalette="primary" size="lg">
              {HOME_TEXT.heroEyebrow}
            </Badge>
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="short">
              {HOME_TEXT.heroTitle}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
              {HOME_TEXT.heroLead}
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button asChild size="lg" colorPalette="primary">
                <Link to={pathTo('signup')}>{HOME_TEXT.primaryCta}</Link>
              </Button>
              <Button asChild size="lg" variant="outline" colorPalette="primary">
                <Link to={pathTo('home.fee')}>{HOME_TEXT.secondaryCta}</Link>
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>
      <Container as="section" maxW="6xl" py={{ base: 12, md: 16 }}>
        <Heading as="h2" size="2xl" mb="8" textAlign="center">
          {HOME_TEXT.servicesTitle}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {HOME_TEXT.services.map((service) => (
            <Stack key={service.key} p="5" gap="3" borderWidth="1px" borderRadius="xl" bg="bg">
              <Icon as={ICONS[service.key]} boxSize="7" color="primary.solid" />
              <Heading as="h3" size="md">
                {service.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {fillFigures(service.body, reference)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
      <Box as="section" bg="bg.muted" py={{ base: 12, md: 16 }}>
        <Container maxW="5xl">
          <Heading as="h2" size="2xl" mb="8" textAlign="center">
            {HOME_TEXT.stepsTitle}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            {HOME_TEXT.steps.map((step, index) => (
              <HStack key={step} p="5" gap="4" bg="bg" borderRadius="xl" borderWidth="1px">
                <Text fontSize="3xl" fontWeight="bold" color="primary.solid">
                  {index + 1}
                </Text>
                <Text fontWeight="medium">{step}</Text>
              </HStack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
    </>
  );
}
