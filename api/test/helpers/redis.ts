import { spawnSync } from 'node:child_process';

export const TEST_REDIS_URL = process.env.API_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the test Redis answers a PING (checked synchronously, so tests can be declared only when it does). */
export function redisIsUp(url = TEST_REDIS_URL): boolean {
  const probe = `const {Redis}=require('ioredis');const r=new Redis(${JSON.stringify(url)},{lazyConnect:true,connectTimeout:1000,maxRetriesPerRequest:0});r.connect().then(()=>r.ping()).then(()=>{console.log('up');r.disconnect()}).catch(()=>r.disconnect())`;
  return spawnSync(process.execPath, ['-e', probe], {
    cwd: __dirname,
    encoding: 'utf8',
    timeout: 5000,
  }).stdout.includes('up');
}
