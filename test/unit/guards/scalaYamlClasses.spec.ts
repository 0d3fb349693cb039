import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { evalGuard } from '../../../src/guards/eval.js';
import { RULES, type Finding } from '../../../src/guards/guard.js';
import { bash, write } from '../../support/guardSpeaks.js';
import { guardContext } from '../../support/guardContext.js';

// Round 121's eval class: the JVM deserialisation rules (rules/eval/jvm.json) read Scala, Kotlin and Groovy as they read
// Java, in the forms those languages write the same call: a type argument before the parenthesis (Scala's
// `new Yaml().load[AnyRef](in)`, Kotlin's `Yaml().load<Map<String, Any>>(text)`, Java's `new Yaml().<T>load(in)`),
// Kotlin's and Groovy's property for a Java setter (`isRegistrationRequired = false`), a setter called bare inside
// `apply { … }`, and Scala's `in.readObject` without parentheses. SafeConstructor, the words in comments or strings, and
// the Scala and Kotlin libraries' own YAML loaders (circe-yaml, kaml, Jackson YAML) stay silent. One line per case.

const context = guardContext('/home/dev');
const rulesOf = (event: CanonicalEvent) => (evalGuard.detect(event, context) as Finding | undefined)?.[RULES] ?? 'none';
const wrote = (file: string, content: string) => rulesOf(write(`/home/dev/proj/${file}`, content));
const edited = (file: string, old_string: string, new_string: string) =>
  rulesOf({
    hook_event_name: 'PreToolUse',
    tool_name: 'Edit',
    tool_input: { file_path: `/home/dev/proj/${file}`, old_string, new_string },
  } as CanonicalEvent);

const YAML = 'eval/jvm/snakeyaml-load';
const KRYO = 'eval/jvm/kryo-unregistered';
const KRYO_PROPERTY = 'eval/jvm/kryo-unregistered-property';
const READ = 'eval/jvm/read-object-unparenthesised';
const SCALA = 'src/main/scala/fete/ConfigReader.scala';
const KOTLIN = 'src/main/kotlin/fete/Config.kt';
const IMPORT = 'import org.yaml.snakeyaml.Yaml\n';

describe('SnakeYAML loaded with a type argument, from Scala, Kotlin, Groovy and Java (eval/jvm/snakeyaml-load)', () => {
  test.each([
    [
      SCALA,
      'package fete\n\nimport org.yaml.snakeyaml.Yaml\n\nimport java.io.FileInputStream\nimport scala.util.Using\n\nobject ConfigReader {\n' +
        '  /** Reads the tombola stall config the organisers upload before each fete. */\n  def read(path: String): AnyRef =\n' +
        '    Using.resource(new FileInputStream(path)) { in =>\n      new Yaml().load[AnyRef](in)\n    }\n}\n',
      YAML,
    ],
    [SCALA, `${IMPORT}object R { def read(s: String) = Yaml().load[java.util.Map[String, Object]](s) }\n`, YAML],
    [
      SCALA,
      `${IMPORT}object R {\n  private val yaml = new Yaml()\n  def read(s: String) = yaml.load[java.util.Map[String, AnyRef]](s)\n}\n`,
      YAML,
    ],
    [SCALA, `${IMPORT}object R { def read(s: String) = new Yaml().loadAs(s, classOf[Stall]) }\n`, YAML],
    [KOTLIN, `${IMPORT}fun read(text: String): Map<String, Any> = Yaml().load<Map<String, Any>>(text)\n`, YAML],
    [KOTLIN, `${IMPORT}private val yaml = Yaml()\nfun read(text: String) = yaml.load<Map<String, List<String>>>(text)\n`, YAML],
    [KOTLIN, `${IMPORT}fun read(f: java.io.File) = f.inputStream().use { Yaml().loadAs(it, Stall::class.java) }\n`, YAML],
    ['build.gradle.kts', `${IMPORT}val stalls = Yaml().load<Map<String, Any>>(file(System.getenv("STALLS")).readText())\n`, YAML],
    ['src/main/groovy/fete/Config.groovy', `${IMPORT}def read(String path) { new Yaml().load(new File(path).text) }\n`, YAML],
    [
      'src/main/java/fete/Config.java',
      `${IMPORT.replace('\n', ';\n')}class C { Map<String, Object> r(InputStream in) { return new Yaml().<Map<String, Object>>load(in); } }\n`,
      YAML,
    ],
    // SafeConstructor, the words in a comment or a string, and the libraries' own safe loaders.
    [
      SCALA,
      'import org.yaml.snakeyaml.{LoaderOptions, Yaml}\nimport org.yaml.snakeyaml.constructor.SafeConstructor\n' +
        'object R { def read(s: String) = new Yaml(new SafeConstructor(new LoaderOptions())).load[AnyRef](s) }\n',
      'none',
    ],
    [
      KOTLIN,
      `${IMPORT}import org.yaml.snakeyaml.constructor.SafeConstructor\n` +
        'fun read(s: String) = Yaml(SafeConstructor(LoaderOptions())).load<Map<String, Any>>(s)\n',
      'none',
    ],
    [
      SCALA,
      'object R {\n  // we used to call new Yaml().load[AnyRef](in) here\n  def read(s: String) = io.circe.yaml.parser.parse(s)\n}\n',
      'none',
    ],
    [KOTLIN, 'val help = "call Yaml().load<Any>(text) to read it"\nfun main() = println(help)\n', 'none'],
    [SCALA, 'import io.circe.yaml.parser\nobject R { def read(s: String) = parser.parse(s).flatMap(_.as[Stall]) }\n', 'none'],
    [SCALA, 'import io.circe.yaml.v12.parser\nobject R { def read(s: String) = parser.decode[Stall](s) }\n', 'none'],
    [SCALA, 'import org.virtuslab.yaml.*\nobject R { def read(s: String) = s.as[Stall] }\n', 'none'],
    [KOTLIN, 'import com.charleskorn.kaml.Yaml\nfun read(s: String) = Yaml.default.decodeFromString<Stall>(s)\n', 'none'],
    [KOTLIN, 'import com.charleskorn.kaml.Yaml\nval yaml = Yaml()\nfun read(s: String) = yaml.decodeFromString<Stall>(s)\n', 'none'],
    [
      KOTLIN,
      'import com.fasterxml.jackson.dataformat.yaml.YAMLMapper\nimport com.fasterxml.jackson.module.kotlin.readValue\n' +
        'fun read(s: String): Stall = YAMLMapper().readValue<Stall>(s)\n',
      'none',
    ],
    [
      SCALA,
      'import com.fasterxml.jackson.databind.ObjectMapper\nimport com.fasterxml.jackson.dataformat.yaml.YAMLFactory\n' +
        'object R { def read(s: String) = new ObjectMapper(new YAMLFactory()).readValue(s, classOf[Stall]) }\n',
      'none',
    ],
    [SCALA, `${IMPORT}val stalls = cache.load[Stall](key)\n`, 'none'],
  ])('%s: %s → %s', (file, content, id) => expect(wrote(file, content)).toBe(id));
});

describe("a Kotlin edit that takes SafeConstructor out of SnakeYAML's constructor (eval/jvm/snakeyaml-load)", () => {
  test.each([
    ['private val yaml = Yaml(SafeConstructor(LoaderOptions()))', 'private val yaml = Yaml()', YAML],
    [
      'private val yaml = Yaml(SafeConstructor(LoaderOptions()))',
      'private val yaml = Yaml(SafeConstructor(LoaderOptions().apply { maxAliasesForCollections = 10 }))',
      'none',
    ],
  ])('%s → %s: %s', (old, now, id) => expect(edited(KOTLIN, old, now)).toBe(id));
});

describe("Kryo's registration turned off with Kotlin's or Groovy's property, or a bare setter (eval/jvm/kryo-unregistered…)", () => {
  test.each([
    [KOTLIN, 'import com.esotericsoftware.kryo.Kryo\nval kryo = Kryo().apply { isRegistrationRequired = false }\n', KRYO_PROPERTY],
    [
      KOTLIN,
      'import com.esotericsoftware.kryo.Kryo\nfun kryo(): Kryo { val k = Kryo(); k.isRegistrationRequired = false; return k }\n',
      KRYO_PROPERTY,
    ],
    [
      'src/main/groovy/fete/Wire.groovy',
      'import com.esotericsoftware.kryo.Kryo\ndef kryo = new Kryo()\nkryo.registrationRequired = false\n',
      KRYO_PROPERTY,
    ],
    [KOTLIN, 'val kryo = Kryo().apply { setRegistrationRequired(false) }\n', KRYO],
    [SCALA, 'val kryo = new Kryo { setRegistrationRequired(false) }\n', KRYO],
    [SCALA, 'val kryo = new Kryo(); kryo.setRegistrationRequired(false)\n', KRYO],
    // Registration on, a check of it, a flag of one's own, Spark's setting (a string, a config file), a comment.
    [KOTLIN, 'val kryo = Kryo().apply { isRegistrationRequired = true; register(Stall::class.java) }\n', 'none'],
    [KOTLIN, 'fun check(kryo: Kryo) { if (kryo.isRegistrationRequired == false) log.warn("off") }\n', 'none'],
    [KOTLIN, 'var registrationRequired = false\n', 'none'],
    ['src/main/java/fete/Opts.java', 'class Opts { boolean registrationRequired = false; }\n', 'none'],
    [SCALA, 'val conf = new SparkConf().set("spark.kryo.registrationRequired", "false")\n', 'none'],
    ['conf/spark-defaults.conf', 'spark.kryo.registrationRequired false\n', 'none'],
    ['conf/app.properties', 'spark.kryo.registrationRequired=false\n', 'none'],
    [SCALA, '// kryo.setRegistrationRequired(false) was too lax\nval kryo = new Kryo()\nkryo.setRegistrationRequired(true)\n', 'none'],
  ])('%s: %s → %s', (file, content, id) => expect(wrote(file, content)).toBe(id));
});

describe("Scala's readObject without parentheses (eval/jvm/read-object-unparenthesised)", () => {
  test.each([
    [SCALA, 'object R { def read(in: java.io.ObjectInputStream) = in.readObject.asInstanceOf[Stall] }\n', READ],
    [SCALA, 'object R { def read(in: java.io.ObjectInputStream) = in.readObject match { case s: Stall => s } }\n', READ],
    [SCALA, 'object R { def read(in: java.io.ObjectInputStream) = Option(in.readUnshared) }\n', READ],
    // A class's own serialisation hook declared, a field of that name assigned, the words in a comment.
    [
      SCALA,
      'class Stall extends Serializable {\n  private def readObject(in: java.io.ObjectInputStream): Unit = in.defaultReadObject()\n}\n',
      'none',
    ],
    ['src/main/java/fete/H.java', 'class H { Method readObject; void f(H h) { h.readObject = m; } }\n', 'none'],
    [SCALA, '// never call in.readObject on an upload\nobject R\n', 'none'],
  ])('%s: %s → %s', (file, content, id) => expect(wrote(file, content)).toBe(id));
});

describe('the same call written by a heredoc (eval/jvm/snakeyaml-load)', () => {
  test.each([
    [`cat > ${SCALA} <<'EOF'\n${IMPORT}object R { def read(s: String) = new Yaml().load[AnyRef](s) }\nEOF`, YAML],
    [`cat > ${SCALA} <<'EOF'\nimport io.circe.yaml.parser\nobject R { def read(s: String) = parser.parse(s) }\nEOF`, 'none'],
  ])('%s → %s', (command, id) => expect(rulesOf(bash(command))).toBe(id));
});
