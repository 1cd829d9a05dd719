# Production image: built backend + built SPA in one Node 20 process.
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
# Noto fonts: payslip and expense-report PDFs embed them to draw every language's script (issue 17).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-noto-core fonts-noto-cjk \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
# scripts/lib.mjs PRODUCTION_NODE_OPTIONS: the young generation a loaded server collects less often.
ENV NODE_OPTIONS=--max-semi-space-size=64
COPY --from=build /app /app
WORKDIR /app/backend/build
EXPOSE 3333
# The seed runs once on an empty database: reference data and the superadmin named by ADMIN_EMAIL
# (demo tenants only with DEMO_DATA=true). On an unsafe configuration (example APP_KEY, SQLite) the
# migration already refuses, and so does the server; .dockerignore keeps local .env and databases out.
CMD ["sh", "-c", "node ace migration:run --force && node ace db:seed && node bin/server.js"]
