# The shop as an image: the deployable artifact of decision 0049 (docs/operating.md, OPS-47).
# Build-time configuration (storefront domains, tracking, BUILD_ID, the server-actions key) goes in
# as build arguments; the run-time one (API_BASE_URL, REDIS_URL, TRUSTED_PROXY, ...) with `docker run -e`.

# The Node that package.json pins (devDependencies.node); tests/unit/runtime/dockerfile.test.ts holds them equal.
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /build
COPY package.json package-lock.json ./
RUN npm ci

FROM deps AS build
COPY . .
# Unset, the build reads the mocked backend, as `npm run build` does on a developer's machine.
ARG API_BASE_URL
ARG BUILD_ID
ARG NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
ARG STORE_DOMAIN_SV
ARG STORE_DOMAIN_NO
ARG STORE_DOMAIN_DA
ARG STORE_DOMAIN_FI
ARG STORE_DOMAIN_NL
ARG TAG_MANAGER_ORIGIN
ARG TAG_MANAGER_ID_SV
ARG TAG_MANAGER_ID_NO
ARG TAG_MANAGER_ID_DA
ARG TAG_MANAGER_ID_FI
ARG TAG_MANAGER_ID_NL
ARG RECOMMENDATION_TRACKING_URL
ARG RECOMMENDATION_WEBSITE_ID_SV
ARG RECOMMENDATION_WEBSITE_ID_NO
ARG RECOMMENDATION_WEBSITE_ID_DA
ARG RECOMMENDATION_WEBSITE_ID_FI
ARG RECOMMENDATION_WEBSITE_ID_NL
RUN npm run build && npm run standalone -- /artifact

FROM node:${NODE_VERSION}-bookworm-slim AS run
ENV NODE_ENV=production PORT=3000
WORKDIR /shop
# Owned by the user the shop runs as: Next writes its image cache under .next/cache.
COPY --from=build --chown=node:node /artifact ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Always through the shop's own server, never `next start` (decision 0023).
CMD ["node", "server/serve.mjs"]
