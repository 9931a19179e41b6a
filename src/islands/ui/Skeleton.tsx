/** The island twin of components/ui/Skeleton.astro. Hidden from screen readers: announce loading elsewhere. */
export interface SkeletonProps {
  variant?: 'block' | 'text' | 'circle';
  width?: string;
  height?: string;
  className?: string;
}

export function Skeleton({ variant = 'block', width, height, className }: SkeletonProps) {
  const classes = ['skeleton', `skeleton-${variant}`, className].filter(Boolean).join(' ');
  return <span className={classes} style={{ width, height }} aria-hidden="true" />;
}
