# syntax=docker/dockerfile:1
# The production image: one app process (node dist/server/server.js) as a non-root user. compose.yaml runs two
# of them behind a load balancer (docs/decisions/073-deployment-shape.md).
# Every stage runs Node 24, the current LTS line, pinned to one exact release (docs/decisions/143); bump the three
# FROM lines together. scripts/dockerfile-node.test.ts fails when the line reaches its end of life.

# 1. Build: every dependency (the dev ones build the web app and bundle the server), then `npm run build`.
FROM node:24.11.1-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The production dependencies alone (sharp and argon2 bring prebuilt binaries for this platform).
FROM node:24.11.1-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. Runtime: production dependencies, the build, and the bucket one-shot; nothing else of the source.
FROM node:24.11.1-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY deploy/create-bucket.mjs ./deploy/create-bucket.mjs
# the image's own unprivileged user; the app writes nothing to its folder (database, Redis and images live elsewhere)
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=256", "dist/server/server.js"]
