import { Button, Group } from '@mantine/core';
import { Link } from 'wouter';
import type { RedirectLink } from '../redirect-links';

export interface BannerLinksProps {
  /** Parsed redirect links (at most two); nothing renders for none. */
  links: RedirectLink[];
}

/** A banner's call-to-action buttons: in-app paths navigate in place, other sites open a new tab. */
export function BannerLinks({ links }: BannerLinksProps) {
  if (links.length === 0) return null;
  return (
    <Group gap="sm" mt="md">
      {links.map((link, index) => {
        const variant = index === 0 ? 'white' : 'outline';
        const color = index === 0 ? 'lumira' : 'white';
        return link.isExternal ? (
          <Button
            key={link.href + link.label}
            component="a"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            variant={variant}
            color={color}
          >
            {link.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </Button>
        ) : (
          <Button key={link.href + link.label} component={Link} href={link.href} variant={variant} color={color}>
            {link.label}
          </Button>
        );
      })}
    </Group>
  );
}
