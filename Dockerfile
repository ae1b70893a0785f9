# syntax=docker/dockerfile:1
# The shop in one image: `docker compose up -d` (compose.yaml) or
#   docker run -p 3000:3000 -v dabba-data:/app/data <image>   (embedded database in the volume)
# Built with every dependency; run with the production ones only, as the unprivileged user `node`.
# The first start makes the demo images' variants (a minute or two): hence the long start period.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data \
    MIGRATIONS_DIR=/app/drizzle
WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json package-lock.json tsconfig.json ./
COPY drizzle ./drizzle
# The server runs from build/; the sources are here for the operator's scripts, run with tsx
# (npm run backup, npm run restore, npm run db:seed).
COPY app ./app
COPY scripts ./scripts
RUN mkdir -p data backups && chown node:node data backups
USER node
EXPOSE 3000
VOLUME ["/app/data", "/app/backups"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "build/server/index.js"]
