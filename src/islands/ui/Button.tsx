import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** The island twin of components/ui/Button.astro: same classes, same 40px look. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  loading?: boolean;
  block?: boolean;
  loadingLabel?: string;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  loadingLabel = 'Loading',
  disabled,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, size !== 'md' && `btn-${size}`, block && 'btn-block', className]
    .filter(Boolean)
    .join(' ');
  return (
    // Busy, not disabled (decision 081): a disabled button drops the keyboard focus to the top of the page.
    // A press while busy does nothing, and stops a submit button's form from being sent a second time.
    <button
      type={type}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    >
      <span className="btn-label">{children}</span>
      {loading && <span className="btn-spinner" role="status" aria-label={loadingLabel} />}
    </button>
  );
}
