"""The Lua scripts of :class:`~hiddenweb.state.redis.RedisState`: each one atomic step in Redis.

Queues are three keys: ``ready`` (zset of tokens by score = -priority),
``leased`` (zset of tokens by lease deadline, Redis server time) and
``items`` (hash token -> ``"<score> <item JSON>"``).
"""

# KEYS: ready, leased, items.  ARGV: (token, score (= -priority), item JSON, lease) per item.
# Tokens come from the client and grow with time, so items of equal priority
# pop in push order (a zset orders equal scores by member). With a lease, the
# item is leased to its pusher at once: kept for it, yet safe if it dies.
PUSH = """
local t = nil
for i = 1, #ARGV, 4 do
  redis.call('HSET', KEYS[3], ARGV[i], ARGV[i + 1] .. ' ' .. ARGV[i + 2])
  if ARGV[i + 3] == '' then
    redis.call('ZADD', KEYS[1], ARGV[i + 1], ARGV[i])
  else
    if t == nil then
      local now = redis.call('TIME')
      t = tonumber(now[1]) + tonumber(now[2]) / 1000000
    end
    redis.call('ZADD', KEYS[2], string.format('%.6f', t + tonumber(ARGV[i + 3])), ARGV[i])
  end
end
return 1
"""

# KEYS: ready, leased, items, receipt.  ARGV: lease seconds, receipt seconds.
# Requeue expired leases, then move the best ready item to the leased zset. The item taken is
# remembered under the call's receipt for a while: the same call sent again (its reply lost with
# the connection) gets the same item, instead of leaving it leased to nobody.
POP = """
local done = redis.call('GET', KEYS[4])
if done then
  return cjson.decode(done)
end
local now = redis.call('TIME')
local t = tonumber(now[1]) + tonumber(now[2]) / 1000000
local expired = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', string.format('%.6f', t))
for _, token in ipairs(expired) do
  redis.call('ZREM', KEYS[2], token)
  local entry = redis.call('HGET', KEYS[3], token)
  if entry then
    local space = string.find(entry, ' ', 1, true)
    redis.call('ZADD', KEYS[1], string.sub(entry, 1, space - 1), token)
  end
end
local best = redis.call('ZRANGE', KEYS[1], 0, 0)
if #best == 0 then
  return false
end
local token = best[1]
redis.call('ZREM', KEYS[1], token)
redis.call('ZADD', KEYS[2], string.format('%.6f', t + tonumber(ARGV[1])), token)
local entry = redis.call('HGET', KEYS[3], token)
local space = string.find(entry, ' ', 1, true)
local taken = {token, string.sub(entry, space + 1)}
redis.call('SET', KEYS[4], cjson.encode(taken), 'EX', ARGV[2])
return taken
"""

# KEYS: ready, leased, items.  ARGV: tokens.
ACK = """
redis.call('ZREM', KEYS[2], unpack(ARGV))
redis.call('ZREM', KEYS[1], unpack(ARGV))
return redis.call('HDEL', KEYS[3], unpack(ARGV))
"""

# KEYS: set, receipt[, log].  ARGV: receipt seconds, the members[, their entries (JSON)].
# add() waited for: add the members (with a log, append each new member's entry, atomically).
# Which were new is remembered under the call's receipt for a while: the same call sent again
# (its reply lost with the connection) answers the same, so a claim stays its claimer's.
CLAIM = """
local done = redis.call('GET', KEYS[2])
if done then
  return cjson.decode(done)
end
local n = #ARGV - 1
if KEYS[3] then
  n = n / 2
end
local added = {}
for i = 1, n do
  added[i] = redis.call('SADD', KEYS[1], ARGV[1 + i])
  if added[i] == 1 and KEYS[3] then
    redis.call('RPUSH', KEYS[3], ARGV[1 + n + i])
  end
end
redis.call('SET', KEYS[2], cjson.encode(added), 'EX', ARGV[1])
return added
"""

# KEYS: set, log.  ARGV: n, n members, n entries (JSON).
# add(log=..., wait=False): add the members; append the entry of each new member to the log, atomically.
ADD_LOGGED = """
local n = tonumber(ARGV[1])
local added = {}
for i = 1, n do
  added[i] = redis.call('SADD', KEYS[1], ARGV[1 + i])
  if added[i] == 1 then
    redis.call('RPUSH', KEYS[2], ARGV[1 + n + i])
  end
end
return added
"""

# KEYS: set, log, leased, items.  ARGV: n, lease, n members, n entries, n tokens, n items (JSON).
# add(log=...) plus, for each new member, its item pushed leased to the caller: one atomic step.
# A member already present whose hold token is stored was claimed by this same call (sent twice).
ADD_HELD = """
local n = tonumber(ARGV[1])
local now = redis.call('TIME')
local deadline = string.format('%.6f', tonumber(now[1]) + tonumber(now[2]) / 1000000 + tonumber(ARGV[2]))
local added = {}
for i = 1, n do
  added[i] = redis.call('SADD', KEYS[1], ARGV[2 + i])
  local token = ARGV[2 + 2 * n + i]
  if added[i] == 1 then
    redis.call('RPUSH', KEYS[2], ARGV[2 + n + i])
    redis.call('HSET', KEYS[4], token, '-0.0 ' .. ARGV[2 + 3 * n + i])
    redis.call('ZADD', KEYS[3], deadline, token)
  elseif redis.call('HEXISTS', KEYS[4], token) == 1 then
    added[i] = 1  -- this very call sent again after its connection broke: claimed and held by it already
  end
end
return added
"""
