import { describe, expect, test } from 'vitest';
import { secretSpeaks } from '../../support/guardSpeaks.js';

// Round 145's secrets class: a database password passed as a positional string literal to a connection call whose
// password slot is known (PHP's `new \PDO(dsn, user, pass)` with a leading namespace backslash, `new \mysqli`,
// `oci_connect(user, pass, …)`, Spring's `new DriverManagerDataSource(url, user, pass)`, Sequelize's
// `new Sequelize(db, user, pass, …)`, SQLAlchemy's `URL.create(driver, user, pass, …)`), plus the connection strings
// and keyword forms other rules already read. Variables, env reads, placeholders and local dev defaults stay silent.

// Assembled at run time so that no scanner flags this file.
const pw = ['XeNokp', '_aaJfOW8a'].join('');
const pw2 = ['Vq8rT2', 'nLw4Zp'].join('');

// Round 145's call: a namespaced class returning `new \PDO(…)` with the password third.
const roundPdo = [
  '<?php\n\nnamespace Velvet;\n\nfinal class Db\n{\n    public static function connect(): \\PDO\n    {\n        return new \\PDO(\n',
  "            'mysql:host=10.1.0.8;dbname=guestlist;charset=utf8mb4',\n            'guestlist_rw',\n",
  `            '${pw}',\n            [\\PDO::ATTR_ERRMODE => \\PDO::ERRMODE_EXCEPTION]\n        );\n    }\n}\n`,
].join('');

describe('a password passed positionally to a database connection (secrets/generic/database-connect-password)', () => {
  test.each([
    ['/home/dev/proj/src/Db.php', roundPdo, true],
    ['/home/dev/proj/src/db.php', `<?php\n$pdo = new \\PDO("pgsql:host=db.prod.internal;dbname=app", "app", "${pw2}");\n`, true],
    ['/home/dev/proj/src/db.php', `<?php\n$pdo = new PDO($dsn, 'app_rw', '${pw2}');\n`, true],
    ['/home/dev/proj/src/db.php', `<?php\n$db = new \\mysqli('10.0.0.5', 'shop', '${pw2}', 'shop');\n`, true],
    ['/home/dev/proj/src/db.php', `<?php\n$db = new \\MySQLi("10.0.0.5", "shop", "${pw2}", "shop");\n`, true],
    ['/home/dev/proj/src/db.php', `<?php\n$link = mysqli_connect("db.internal", "shop", "${pw2}", "shop");\n`, true],
    ['/home/dev/proj/src/db.php', `<?php\nmysqli_real_connect($link, '10.0.0.5', 'shop', '${pw2}', 'shop');\n`, true],
    ['/home/dev/proj/src/db.php', `<?php\n$db = pg_connect("host=10.0.0.5 dbname=shop user=shop password=${pw2}");\n`, true],
    ['/home/dev/proj/src/db.php', `<?php\n$conn = oci_connect('scott', '${pw2}', 'db.prod:1521/ORCL');\n`, true],
    ['/home/dev/proj/src/db.php', `<?php\n$conn = odbc_connect('DSN=prod', 'sa', '${pw2}');\n`, true],
    ['/home/dev/proj/app/db.py', `import pymysql\nconn = pymysql.connect('10.0.0.5', 'shop', '${pw2}', 'shop')\n`, true],
    ['/home/dev/proj/app/db.py', `import MySQLdb\nconn = MySQLdb.connect("10.0.0.5", "shop", "${pw2}", "shop")\n`, true],
    ['/home/dev/proj/app/db.py', `conn = psycopg2.connect("host=10.0.0.5 dbname=shop user=shop password=${pw2}")\n`, true],
    ['/home/dev/proj/app/db.py', `conn = cx_Oracle.connect('scott', '${pw2}', 'db.prod:1521/ORCL')\n`, true],
    [
      '/home/dev/proj/app/db.py',
      `conn = pyodbc.connect('DRIVER={ODBC Driver 18 for SQL Server};SERVER=10.0.0.5;DATABASE=shop;UID=sa;PWD=${pw2}')\n`,
      true,
    ],
    ['/home/dev/proj/app/db.py', `url = URL.create("postgresql", "shop", "${pw2}", "10.0.0.5", 5432, "shop")\n`, true],
    [
      '/home/dev/proj/src/main/java/Db.java',
      `Connection c = DriverManager.getConnection("jdbc:postgresql://10.0.0.5/shop", "shop", "${pw2}");\n`,
      true,
    ],
    [
      '/home/dev/proj/src/main/java/DbConfig.java',
      `return new DriverManagerDataSource("jdbc:mysql://10.0.0.5/shop", "shop", "${pw2}");\n`,
      true,
    ],
    ['/home/dev/proj/main.go', `db, err := sql.Open("mysql", "shop:${pw2}@tcp(10.0.0.5:3306)/shop")\n`, true],
    [
      '/home/dev/proj/src/db.js',
      `const sequelize = new Sequelize('shop', 'shop', '${pw2}', { host: '10.0.0.5', dialect: 'mysql' });\n`,
      true,
    ],
    ['/home/dev/proj/src/db.js', `const c = mysql.createConnection({ host: '10.0.0.5', user: 'shop', password: '${pw2}' });\n`, true],
    ['/home/dev/proj/Data/Db.cs', `var c = new SqlConnection("Server=10.0.0.5;Database=shop;User Id=sa;Password=${pw2};");\n`, true],
    ['/home/dev/proj/lib/db.rb', `client = Mysql2::Client.new(host: '10.0.0.5', username: 'shop', password: '${pw2}')\n`, true],
    ['/home/dev/proj/lib/db.rb', `conn = PG.connect(host: '10.0.0.5', dbname: 'shop', user: 'shop', password: '${pw2}')\n`, true],
    ['/home/dev/proj/lib/db.rb', `db = Mysql.real_connect('10.0.0.5', 'shop', '${pw2}', 'shop')\n`, true],
    ['/home/dev/proj/lib/db.pl', `my $dbh = DBI->connect("dbi:Pg:dbname=shop;host=10.0.0.5", "shop", "${pw2}");\n`, true],
    [
      '/home/dev/proj/src/main/kotlin/Db.kt',
      `Database.connect("jdbc:postgresql://10.0.0.5/shop", "org.postgresql.Driver", "shop", "${pw2}")\n`,
      true,
    ],
    ['/home/dev/proj/src/db.php', `<?php\n$mysqli->real_connect('10.0.0.5', 'shop', '${pw2}', 'shop');\n`, true],
    [
      '/home/dev/proj/src/db.php',
      `<?php\n$pdo = new \\PDO(dsn: 'mysql:host=10.0.0.5;dbname=shop', username: 'shop', password: '${pw2}');\n`,
      true,
    ],
    [
      '/home/dev/proj/src/db.php',
      `<?php\n$c = odbc_connect("Driver={SQL Server};Server=10.0.0.5;Database=shop;", "sa", "${pw2}");\n`,
      true,
    ],
    ['/home/dev/proj/src/db.php', `<?php\n$c = db2_connect('SAMPLE', 'db2inst1', '${pw2}');\n`, true],
    ['/home/dev/proj/src/db.php', `<?php\n$pdo = new \\PDO(sprintf('mysql:host=%s;dbname=%s', $host, $db), 'shop', '${pw2}');\n`, true],
    ['/home/dev/proj/src/db.php', `<?php\n$pdo = new \\PDO($config['db']['dsn'], 'shop', '${pw2}');\n`, true],
    ['/home/dev/proj/src/db.php', `<?php\n$pdo = new \\PDO("mysql:host=$host;dbname=$db", 'shop', '${pw2}');\n`, true],
    [
      '/home/dev/proj/src/main/java/Db.java',
      `Connection c = DriverManager.getConnection("jdbc:postgresql://" + host + ":5432/shop", "shop", "${pw2}");\n`,
      true,
    ],
    [
      '/home/dev/proj/src/main/java/DbConfig.java',
      `return new SingleConnectionDataSource("jdbc:mysql://10.0.0.5/shop", "shop", "${pw2}", true);\n`,
      true,
    ],
    [
      '/home/dev/proj/src/main/kotlin/Db.kt',
      `Database.connect("jdbc:postgresql://10.0.0.5/shop", driver = "org.postgresql.Driver", user = "shop", password = "${pw2}")\n`,
      true,
    ],
    ['/home/dev/proj/lib/db.rb', `db = Mysql.new('10.0.0.5', 'shop', '${pw2}', 'shop')\n`, true],
    // Variables, env reads and placeholders stay silent.
    ['/home/dev/proj/src/db.php', `<?php\n$pdo = new \\PDO($dsn, $user, $pass);\n`, false],
    ['/home/dev/proj/src/db.php', `<?php\n$pdo = new \\PDO('mysql:host=10.1.0.8;dbname=g', 'g_rw', getenv('DB_PASS'));\n`, false],
    ['/home/dev/proj/src/db.php', `<?php\n$pdo = new \\PDO('mysql:host=10.1.0.8;dbname=g', 'g_rw', $_ENV['DB_PASS']);\n`, false],
    ['/home/dev/proj/src/db.php', `<?php\n$pdo = new \\PDO('mysql:host=10.1.0.8;dbname=g', 'g_rw', 'password');\n`, false],
    ['/home/dev/proj/src/db.php', `<?php\n$pdo = new \\PDO('mysql:host=10.1.0.8;dbname=g', 'g_rw', 'changeme');\n`, false],
    ['/home/dev/proj/src/db.php', `<?php\n$pdo = new \\PDO('mysql:host=10.1.0.8;dbname=g', 'g_rw', '<password>');\n`, false],
    ['/home/dev/proj/src/db.php', `<?php\n$pdo = new \\PDO('mysql:host=10.1.0.8;dbname=g', 'g_rw', '\${DB_PASS}');\n`, false],
    ['/home/dev/proj/src/db.php', `<?php\n$pdo = new \\PDO('mysql:host=localhost;dbname=app', 'root', 'root');\n`, false],
    ['/home/dev/proj/src/db.php', `<?php\n$db = new \\mysqli('localhost', 'root', '', 'app');\n`, false],
    ['/home/dev/proj/src/db.php', `<?php\n$conn = oci_connect('scott', 'tiger', 'localhost/XE');\n`, false],
    ['/home/dev/proj/src/db.php', `<?php\n$conn = oci_connect($user, $pass, $tns);\n`, false],
    ['/home/dev/proj/app/db.py', `conn = pymysql.connect('10.0.0.5', 'shop', os.environ['DB_PASS'], 'shop')\n`, false],
    ['/home/dev/proj/src/main/java/Db.java', `DriverManager.getConnection(url, "shop", System.getenv("DB_PASS"));\n`, false],
    ['/home/dev/proj/src/db.js', `const sequelize = new Sequelize('shop', 'shop', process.env.DB_PASS, { dialect: 'mysql' });\n`, false],
    ['/home/dev/proj/src/db.js', `const sequelize = new Sequelize('sqlite::memory:', 'shop', 'secret');\n`, false],
    ['/home/dev/proj/main.go', `db, err := sql.Open("mysql", "user:password@tcp(127.0.0.1:3306)/db")\n`, false],
    ['/home/dev/proj/src/db.php', `<?php\n$pdo = new \\PDO('sqlite:/var/lib/app/app.db');\n`, false],
    ['/home/dev/proj/src/db.php', `<?php\n$pdo = new \\PDO($this->dsn, $this->user, $this->password);\n`, false],
    ['/home/dev/proj/src/db.php', `<?php\n$pdo = new \\PDO(sprintf('mysql:host=%s', $host), 'shop', $secrets->get('db'));\n`, false],
    ['/home/dev/proj/src/db.php', `<?php\nmysqli_real_connect($link, 'localhost', 'root', 'root', 'app');\n`, false],
    ['/home/dev/proj/src/db.js', `const sequelize = new Sequelize('database', 'username', 'password', { dialect: 'mysql' });\n`, false],
    ['/home/dev/proj/src/main/kotlin/Db.kt', `Database.connect("jdbc:h2:mem:test", "org.h2.Driver", "sa", "")\n`, false],
    ['/home/dev/proj/src/main/kotlin/Db.kt', `Database.connect(url, "org.postgresql.Driver", user, System.getenv("DB_PASS"))\n`, false],
    ['/home/dev/proj/app/db.py', `url = URL.create("postgresql", "shop", os.environ["DB_PASS"], "10.0.0.5")\n`, false],
    // A loopback host with a password that repeats the login is a local dev default.
    ['/home/dev/proj/src/db.php', `<?php\n$pdo = new \\PDO('mysql:host=127.0.0.1;dbname=shop', 'shop', 'shop');\n`, false],
    // A test's own login in a test file.
    [
      '/home/dev/proj/tests/DbTest.php',
      `<?php\n$pdo = new \\PDO('mysql:host=127.0.0.1;dbname=app_test', 'app', 'test_password');\n`,
      false,
    ],
    // A URL built from parts has no password slot.
    ['/home/dev/proj/src/main/java/Fetch.java', `URL u = new URL("https", "example.com", "/index.html");\n`, false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
