import { Container, Text, Title } from '@mantine/core';
import { useRuntimeConfig } from '../../api/api-context';
import { LandingPageView } from './components/LandingPageView';

/**
 * /aboutus: the spec does not show its content. It renders the CMS page 'about-lumira' (the
 * same one the footer links to), so editors own the text; a short static block stands in when a
 * backend has no such page.
 */
export const ABOUT_PAGE_SLUG = 'about-lumira';

export function AboutPage() {
  return <LandingPageView linkName={ABOUT_PAGE_SLUG} fallback={<StaticAbout />} />;
}

function StaticAbout() {
  const { productName } = useRuntimeConfig();
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }} component="article">
      <Title order={1} c="lumira.9" mb="lg">
        About the Source
      </Title>
      <Text>
        The Source is the members portal of {productName}: resources, training and support for eye-surgery professionals and our
        distribution partners, in one place.
      </Text>
    </Container>
  );
}
