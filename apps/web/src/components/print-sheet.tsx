import type { HTMLAttributes } from 'react';
import classes from './print-sheet.module.css';

/** A sheet for paper (a walk sheet, a pickup route): hidden on screen; on paper it alone prints. */
export function PrintSheet({
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, unknown>) {
  return <div {...props} className={className ? `${classes.sheet} ${className}` : classes.sheet} />;
}
