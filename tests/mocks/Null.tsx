export default function Null(): null {
  return null;
}
