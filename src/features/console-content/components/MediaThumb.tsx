import { Badge } from '@mantine/core';
import classes from './ContentList.module.css';

/** A row's small picture, or a "Video" mark for an MP4 (a list of playing videos would distract). */
export function MediaThumb({ path }: { path: string }) {
  if (path.endsWith('.mp4')) {
    return (
      <Badge className={classes.preview} variant="outline" radius="xs" h={40}>
        Video
      </Badge>
    );
  }
  return <img className={classes.preview} src={path} alt="" width={96} height={40} loading="lazy" />;
}
