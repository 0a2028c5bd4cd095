import { Anchor, Box, Container, Divider, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'wouter';
import { useRuntimeConfig } from '../../api/api-context';
import { useFooterPages } from '../../api/operations/listLandingPages';
import { useContactUs } from '../../components/contact-us/use-contact-us';
import { slugPath } from '../../lib/slug-path';
import { COPYRIGHT_YEAR, externalLinks } from './footer-links';

const linkProps = { c: 'white', fz: 'sm', underline: 'hover' } as const;

/** Footer pages from the server, Contact Us, external links and the copyright (spec §2 Footer). */
export function Footer() {
  const { productName } = useRuntimeConfig();
  const { onContactUs } = useContactUs();
  const { data: pages = [] } = useFooterPages();

  return (
    <Box component="footer" bg="lumira.9" c="white" py="xl" mt="auto">
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Group component="ul" gap="lg" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Legal and information">
            {pages.map((page) => (
              <li key={page.slug_url}>
                <Anchor component={Link} href={slugPath('/linkdetail', page.slug_url)} {...linkProps}>
                  {page.title}
                </Anchor>
              </li>
            ))}
            <li>
              <UnstyledButton onClick={onContactUs} c="white" fz="sm" td="underline" className="mantine-focus-auto">
                Contact Us
              </UnstyledButton>
            </li>
          </Group>
          <Group component="ul" gap="lg" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Our other sites">
            {externalLinks.map((link) => (
              <li key={link.href}>
                <Anchor href={link.href} target="_blank" rel="noopener noreferrer" {...linkProps}>
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </Anchor>
              </li>
            ))}
          </Group>
        </Group>
        <Divider my="lg" color="lumira.7" />
        <Text fz="sm" c="lumira.0">
          © {COPYRIGHT_YEAR} {productName} Surgical Optics. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
