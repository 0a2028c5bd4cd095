/**
 * The colour of what is material (the badge, the Mark as material buttons): a dark orange, 5.6:1
 * with white. Mantine's orange 9 (#d9480f) is 4.3:1, and a filled button of shade 9 turns the
 * lighter shade 8 on hover (3.6:1): a hex colour's hover is darker instead.
 */
export const MATERIAL_COLOR = '#b8400d';
