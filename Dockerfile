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
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
WORKDIR /app/backend/build
EXPOSE 3333
CMD ["sh", "-c", "node ace migration:run --force && node ace db:seed && node bin/server.js"]
