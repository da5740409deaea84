/**
 * The origins images may come from besides the shop's own: `IMAGE_ORIGINS` (space-separated), else
 * the backend's origin, which serves product images in the mocked set-up.
 */
export function imageOrigins(): readonly string[] {
  const configured = process.env.IMAGE_ORIGINS?.split(/[\s,]+/).filter(Boolean);
  if (configured && configured.length > 0) return configured;
  const backend = process.env.API_BASE_URL;
  if (!backend) return [];
  try {
    return [new URL(backend).origin];
  } catch {
    return [];
  }
}
