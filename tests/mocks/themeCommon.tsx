export function PageMetadata(): null {
  return null;
}
